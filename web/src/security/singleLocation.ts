/**
 * Workaround for vercel/next.js#82117 (open; the fix proposed in #95913): a page that redirects
 * (permanentRedirect, a renamed document's earlier address) and is rendered for the request itself,
 * a cache miss, goes out with its Location header twice: the render sets it, then Next appends the
 * headers of the entry it has just stored, Location among them. Browsers cope; a proxy or CDN that
 * joins repeated headers sends `Location: /to, /to`, which leads nowhere. web/server.ts applies this to
 * every answer: a header value appended a second time as it is already set is dropped. The canary in
 * e2e/next-workarounds.spec.ts ("Next still sends … its Location twice") fails the day Next is fixed:
 * then remove this file and its call.
 */
import type {ServerResponse} from 'node:http'

export function applySingleLocation(response: ServerResponse) {
  const appendHeader = response.appendHeader
  response.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location' && typeof value === 'string' && response.getHeader('location') === value) return this
    return appendHeader.call(this, name, value)
  } as ServerResponse['appendHeader']
}
