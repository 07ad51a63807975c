/**
 * Makes every 404 `private, no-store`: an address may be published a moment later, and no purge names
 * an address nothing was at. Applied by web/server.ts to every answer, as next.config's rules match the
 * requested path, not the proxy's rewrite to /_not-found nor a route's own 404.
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
