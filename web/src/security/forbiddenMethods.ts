/**
 * Answers 405 (with the security headers) to the methods the Fetch standard forbids, before Next sees
 * them: Next cannot represent them (its Request constructor throws) and the site never uses them.
 * Installed once per process from instrumentation.ts.
 */
import {Server, type IncomingMessage, type ServerResponse} from 'node:http'
import {securityHeaders} from './headers'

/** Methods Node's HTTP parser accepts but `new Request()` refuses (CONNECT never reaches 'request'). */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK'])

const INSTALLED = Symbol.for('site.refuseForbiddenMethods')

export function refuseForbiddenMethods() {
  const proto = Server.prototype as Server & {[INSTALLED]?: boolean}
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const headers = securityHeaders({dev: process.env.NODE_ENV !== 'production'})
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (request.method && FORBIDDEN_METHODS.has(request.method)) {
        response.statusCode = 405
        response.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        response.setHeader('Cache-Control', 'no-store')
        for (const {key, value} of headers) response.setHeader(key, value)
        response.end()
        request.resume()
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
