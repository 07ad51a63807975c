/**
 * What both cache handlers (caching/*-cache-handler.mjs) add for the edge, through Next's cache-handler
 * interface: `get` copies a page's tags into CACHE_TAGS_HEADER for web/server.ts (edge/headers.ts);
 * `revalidateTag`, once the origin has applied the tags, purges the edge of them (purge.mjs) and tells
 * live/revalidated.mjs (docs/decisions/0001-purge-in-cache-handler.md).
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
