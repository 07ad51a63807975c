/**
 * A 404 is never kept by a shared cache: an address nobody has published yet may be published a
 * moment later (next year's event page, a new pilot, the next numbered page of a list), and a CDN that
 * kept its 404 would go on answering it, as no publish names that address. next.config's Cache-Control
 * rules match the requested path, not what the proxy rewrote it to (a made-up address answered with
 * /_not-found) nor the status a route ended with, so web/server.ts applies this to every answer.
 */
import type {ServerResponse} from 'node:http'
import {NOT_A_PAGE_CACHE_CONTROL} from './cachePolicy.ts'

export function applyNotFoundCacheControl(response: ServerResponse) {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (status === 404) response.setHeader('Cache-Control', NOT_A_PAGE_CACHE_CONTROL)
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
