/**
 * The site's front door under `pnpm start`, run by web/server.ts before Next: it puts the security headers on
 * every answer, answers what Node would answer bare (parser errors, Expect, no Host), reads a `*` or absolute
 * request target, refuses a method with 405 before any body is read (methods.ts), strips Next's internal
 * headers, names the client, and hands flight-data files asked by address to the not-found page.
 * Why each: docs/decisions/0005-request-gate-answers-before-next.md. proxy.ts does the same inside Next.
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
