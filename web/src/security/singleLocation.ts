/**
 * Workaround for vercel/next.js#82117 (open): a redirect rendered for the request itself goes out with its
 * Location twice (the render's, then the stored entry's), which a proxy joins into `/to, /to`. web/server.ts
 * applies this to every answer: a header appended again with the value it already has is dropped. When the
 * canary in e2e/next-workarounds.spec.ts ("Next still sends … its Location twice") fails, remove this file.
 */
import type {ServerResponse} from 'node:http'

export function applySingleLocation(response: ServerResponse) {
  const appendHeader = response.appendHeader
  response.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location' && typeof value === 'string' && response.getHeader('location') === value) return this
    return appendHeader.call(this, name, value)
  } as ServerResponse['appendHeader']
}
