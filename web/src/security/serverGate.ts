/**
 * The first thing each request meets in `next start`'s HTTP server (installed from instrumentation.ts):
 * - every response starts with the security headers, so even answers Next makes before its own
 *   header handling carry them (its 308 for repeated slashes, a bare 500 if something fails);
 * - the methods the Fetch standard forbids get 405: Node's Request constructor throws for them, and
 *   Next builds a Request for every request before the proxy or any route runs.
 */
import {Server, type IncomingMessage, type ServerResponse} from 'node:http'
import {securityHeaders} from './headers'

/** Methods Node's HTTP parser accepts but `new Request()` refuses (CONNECT never reaches 'request'). */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK'])

const INSTALLED = Symbol.for('site.serverGate')

export function installServerGate() {
  const proto = Server.prototype as Server & {[INSTALLED]?: boolean}
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const headers = securityHeaders({dev: process.env.NODE_ENV !== 'production'})
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      for (const {key, value} of headers) response.setHeader(key, value)
      if (request.method && FORBIDDEN_METHODS.has(request.method)) {
        response.statusCode = 405
        response.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        response.setHeader('Cache-Control', 'no-store')
        response.end()
        request.resume()
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
