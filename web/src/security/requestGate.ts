/**
 * The site's front door: what web/server.ts (the custom server `pnpm start` runs) answers itself,
 * before a request reaches Next's request handler:
 * - every response carries the security headers, set before Next writes anything, so even answers
 *   Next makes before its own header handling carry them (Next's 308 for repeated slashes, a bare 500
 *   if something fails);
 * - an HTTP/1.1 request without Host gets 400 here (Node's own check is switched off in server.ts,
 *   because its answer is a bare status line);
 * - a request Node's parser rejects (bad characters in a header, headers too large, a malformed body
 *   framing) gets its 400/431/408 with the security headers too (answerClientError);
 * - a request target that is not a path: `*` (OPTIONS * asks about the server: 204; anything else: 400),
 *   and the absolute form (`GET http://host/about`, which Next answered with a redirect to that host)
 *   is read as its path; Next fails on `*` with a 500 and a stack;
 * - a method the site does not use gets 405: for TRACE and TRACK, Node's Request constructor throws,
 *   and Next builds a Request for every request before the proxy or any route runs (a 500 with a
 *   stack); others (PROPFIND, …) got a 400 from the webhook route instead of 405;
 * - anything but reading a page (POST, PUT… outside /api/) gets 405 at once: Next reads the whole body
 *   before its proxy could refuse it, so a client trickling a body held the request for minutes;
 * - Next's internal request headers (x-prerender-revalidate and the like, security/internalHeaders.ts)
 *   are removed: a visitor's request cannot tell Next to re-render, rewrite or revalidate anything.
 * Answers made here close the connection: the body the client may still be sending is not read.
 */
import {STATUS_CODES, type IncomingMessage, type ServerResponse} from 'node:http'
import type {Duplex} from 'node:stream'
import {securityHeaders} from './headers.ts'
import {stripInternalHeaders} from './internalHeaders.ts'
import {KNOWN_ALLOW, KNOWN_METHODS, PAGE_ALLOW, writesToPage} from './methods.ts'

const HEADERS = securityHeaders({dev: false})

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
  if (!KNOWN_METHODS.has(request.method ?? '')) return answer(request, response, 405, {Allow: KNOWN_ALLOW})
  const target = originForm(request.url ?? '')
  if (target === null) {
    return request.url === '*' && request.method === 'OPTIONS'
      ? answer(request, response, 204, {Allow: KNOWN_ALLOW})
      : answer(request, response, 400, text)
  }
  if (writesToPage(request.method, target)) return answer(request, response, 405, {Allow: PAGE_ALLOW})
  request.url = target
  stripInternalHeaders(request)
  return false
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
