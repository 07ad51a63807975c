/**
 * What the server's cache handlers (caching/local-cache-handler.mjs, caching/redis-cache-handler.mjs)
 * add for the CDN in front of the site, when one is configured (cdns.mjs): both through Next's
 * documented cache handler interface.
 * - get: a page entry's cache tags, which Next keeps in `x-next-cache-tags` and removes before
 *   answering, are copied into CACHE_TAGS_HEADER, which Next sends with the cached page; web/server.ts
 *   turns them into the CDN's keys (edge/headers.ts) and never lets the header out.
 * - revalidateTag: once the tags are revalidated (the origin now renders the new page), the CDN is
 *   purged of the same keys (purge.mjs), without holding up the webhook's answer; whoever waits for
 *   those tags to be revalidated (live/revalidated.mjs: the site rendering a publish's pages) is told.
 */
import {noteRevalidated} from '../live/revalidated.mjs'
import {edgeFromEnv} from './cdns.mjs'
import {purgeEdge} from './purge.mjs'

/** Where a cached page's tags reach web/server.ts. */
export const CACHE_TAGS_HEADER = 'x-site-cache-tags'
/** Where Next keeps the cache tags a render used, in a stored answer's headers. */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** `Base`: a cache handler class (get/set/revalidateTag). */
export function withEdgePurges(Base) {
  return class EdgeAwareCache extends Base {
    async get(...args) {
      const entry = await super.get(...args)
      const tags = entry?.value?.kind === 'APP_PAGE' ? entry.value.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined
      if (typeof tags !== 'string' || !edgeFromEnv(process.env)) return entry
      return {...entry, value: {...entry.value, headers: {...entry.value.headers, [CACHE_TAGS_HEADER]: tags}}}
    }

    async revalidateTag(tags, ...rest) {
      await super.revalidateTag(tags, ...rest)
      const revalidated = Array.isArray(tags) ? tags : [tags]
      noteRevalidated(revalidated, purgeEdge(revalidated))
    }
  }
}
