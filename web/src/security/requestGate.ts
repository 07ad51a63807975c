/**
 * The site's front door under `pnpm start` (web/server.ts runs it before Next's request handler). What
 * it alone does, because only a Node server sees the request before Next reads it:
 * - puts the security headers on every response before Next writes anything, so even answers Next
 *   makes before its own header handling carry them (Next's 308 for repeated slashes, a bare 500 if
 *   something fails), and answers with them what Node would answer bare: a request its parser rejects
 *   (400/431/408, answerClientError), an `Expect` other than 100-continue (417, answerExpectation), an
 *   HTTP/1.1 request without Host (400; Node's own check is off in server.ts);
 * - reads a request target that is not a path: `*` (OPTIONS * asks about the server: 204; anything
 *   else: 400), and the absolute form (`GET http://host/about`) as its path;
 * - refuses a method the address does not answer (security/methods.ts decides which) with 405 before
 *   Next reads the body or builds a Request;
 * - removes Next's internal request headers (security/internalHeaders.ts), so a visitor's request
 *   cannot tell Next to re-render, rewrite or revalidate anything, and names the client for the
 *   routes that budget per client (security/clientAddress.ts; behind a trusted proxy, the address it
 *   forwards: security/trustedProxies.ts);
 * - gives an empty `_rsc` query a value on a request without the RSC header: `?_rsc` is flight data
 *   like `?_rsc=1`, and next.config's header rules cannot match an empty value
 *   (caching/cachePolicy.ts); with the header, Next answers flight data privately itself;
 * - hands Next's flight-data files asked by address (`/about.rsc`) to Next as its cached not-found page
 *   (security/frameworkAddresses.ts).
 * What Next does with each of these otherwise: docs/decisions/0020-request-gate-answers-before-next.md.
 * Answers made here close the connection: the body the client may still be sending is not read.
 * The proxy (proxy.ts) is the gate's counterpart inside Next, for hosts that run Next themselves.
 */
import {STATUS_CODES, type IncomingMessage, type ServerResponse} from 'node:http'
import type {Duplex} from 'node:stream'
import {NOT_FOUND_PAGE} from '@site/routes'
import {securityHeaders} from './headers.ts'
import {stripInternalHeaders} from './internalHeaders.ts'
import {setClientAddress} from './clientAddress.ts'
import {clientOf} from './trustedProxies.ts'
import {SERVER_ALLOW, refusal} from './methods.ts'
import {isFrameworkAddress} from './frameworkAddresses.ts'

// Nothing allowed: what the gate answers itself is never a page (security/scriptPolicy.ts sets Next's answers' policy).
const HEADERS = securityHeaders({dev: false, scripts: 'none'})

/** Node's parser errors and the status its own answer would have had. */
function statusForClientError(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/** Answers here instead of Next, and lets the body the client may still send drain unread. */
function answer(request: IncomingMessage, response: ServerResponse, status: number, extraHeaders: Record<string, string> = {}) {
  response.statusCode = status
  for (const [key, value] of Object.entries(extraHeaders)) response.setHeader(key, value)
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Connection', 'close')
  response.end()
  request.resume()
  return true
}

/** The path (and query) a request target names, or null when it names none. */
function originForm(target: string): string | null {
  if (target.startsWith('/')) return target
  if (!/^https?:\/\//i.test(target)) return null
  try {
    const url = new URL(target)
    return url.pathname + url.search
  } catch {
    return null
  }
}

/**
 * Puts the security headers on the response and answers what Next must not see; returns true when
 * it answered, false when the request (its target now a path, Next's internal headers gone) goes on
 * to Next.
 */
export function gateRequest(request: IncomingMessage, response: ServerResponse): boolean {
  for (const {key, value} of HEADERS) response.setHeader(key, value)
  const text = {'Content-Type': 'text/plain; charset=utf-8'}
  if (request.httpVersion === '1.1' && !request.headers.host) return answer(request, response, 400, text)
  const target = originForm(request.url ?? '')
  if (target === null) {
    return request.url === '*' && request.method === 'OPTIONS'
      ? answer(request, response, 204, {Allow: SERVER_ALLOW})
      : answer(request, response, 400, text)
  }
  const refused = refusal(request.method, target)
  if (refused) return answer(request, response, 405, {Allow: refused.allow})
  // Next's flight-data files asked by address get the not-found page it keeps (security/frameworkAddresses.ts),
  // served from the cache (private, no-store: Next's internal address).
  if (isFrameworkAddress(target.split('?', 1)[0]!)) request.url = NOT_FOUND_PAGE
  // Next checks a flight request's `_rsc` against its router headers and redirects a mismatch to the
  // right value (for none, an empty one): a request with the RSC header keeps the value it sent.
  else request.url = request.headers.rsc === undefined ? withFlightQueryValue(target) : target
  stripInternalHeaders(request)
  setClientAddress(request, clientOf(request))
  return false
}

/** `?_rsc` with no value reads as `?_rsc=1`: the same flight-data request, which shared caches must not keep. */
function withFlightQueryValue(target: string): string {
  return target.replace(/([?&]_rsc)(?=&|$)/g, '$1=1').replace(/([?&]_rsc)=(?=&|$)/g, '$1=1')
}

/** The server's `checkExpectation` listener: an Expect Node does not know gets its 417 with the headers. */
export function answerExpectation(request: IncomingMessage, response: ServerResponse) {
  for (const {key, value} of HEADERS) response.setHeader(key, value)
  answer(request, response, 417)
}

/** The server's `clientError` listener: Node's parser rejected the request; answer it with the headers. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex & {bytesWritten?: number}) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten) {
    socket.destroy()
    return
  }
  const status = statusForClientError(error.code)
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...HEADERS.map(({key, value}) => `${key}: ${value}`),
    'Cache-Control: no-store',
    'Content-Length: 0',
    'Connection: close',
  ]
  socket.end(lines.join('\r\n') + '\r\n\r\n', () => socket.destroy())
}
