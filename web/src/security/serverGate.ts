/**
 * The first thing each request meets in `next start`'s HTTP server (installed from instrumentation.ts):
 * - every response starts with the security headers, so even answers Next makes before its own
 *   header handling carry them (its 308 for repeated slashes, a bare 500 if something fails);
 * - a method the site does not use gets 405: for TRACE and TRACK, Node's Request constructor throws,
 *   and Next builds a Request for every request before the proxy or any route runs (a 500 with a
 *   stack); others (PROPFIND, …) got a 400 from the webhook route instead of 405.
 */
import {Server, type IncomingMessage, type ServerResponse} from 'node:http'
import {securityHeaders} from './headers'

/** The methods the site's routes know; each route still answers 405 to those it does not take. */
export const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

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
      if (!KNOWN_METHODS.has(request.method ?? '')) {
        response.statusCode = 405
        response.setHeader('Allow', [...KNOWN_METHODS].join(', '))
        response.setHeader('Cache-Control', 'no-store')
        response.end()
        request.resume()
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
