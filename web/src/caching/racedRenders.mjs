/**
 * A page rendered across a revalidation of its own tags is stored stale. Next renders a stale page
 * after asking the cache for it (get), and stores the render when it is done (set); a publish whose tags
 * are revalidated in between may have reached the render only in part, yet the entry, stored after the
 * revalidation, would count as fresh and keep the older content until the next publish. A burst of
 * publishes, each followed by the site rendering its pages (src/live/), made that common. Such a render
 * is stored (it is the newest the site has, and answers while the next renders) and the tags that
 * overtook it are marked stale once more (stale, not expired: the pages that carry them are served while
 * they render again), so the next request renders it anew. Tracks this process's revalidations: a shared cache's other instances render their
 * own pages. Plain JavaScript: Next loads the cache handlers at run time.
 */
import {NEXT_CACHE_TAGS_HEADER} from '../edge/cacheHandler.mjs'

/** Keys asked for and not stored since, bounded: a key asked once and never rendered is forgotten first. */
const MAX_ASKED = 20_000

const STATE = Symbol.for('site.racedRenders')

/**
 * One state per process, whichever handler instance asks (Next makes several, and the routes' bundles
 * load this module apart): when each key was last asked for, when each tag was last revalidated.
 * @returns {{askedAt: Map<string, number>, revalidatedAt: Map<string, number>}}
 */
function state() {
  return (globalThis[STATE] ??= {askedAt: new Map(), revalidatedAt: new Map()})
}

/** `Base`: a cache handler class (get/set/revalidateTag). */
export function withoutRacedRenders(Base) {
  return class RaceAwareCache extends Base {
    async get(key, ...rest) {
      const {askedAt, revalidatedAt} = state()
      const now = Date.now()
      const entry = await super.get(key, ...rest)
      const tags = entry?.value?.kind === 'APP_PAGE' ? entry.value.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined
      const renders =
        !entry || typeof tags !== 'string' || tags.split(',').some((tag) => (revalidatedAt.get(tag) ?? 0) > (entry.lastModified ?? 0))
      if (!renders) askedAt.delete(key)
      else if (!askedAt.has(key)) {
        // The first ask that leads to a render: Next joins later requests to a render under way (its
        // response cache batches them), so the render stored may have begun at that first ask.
        askedAt.set(key, now)
        if (askedAt.size > MAX_ASKED) askedAt.delete(askedAt.keys().next().value)
      }
      return entry
    }

    async set(key, data, ctx) {
      const {askedAt, revalidatedAt} = state()
      const asked = askedAt.get(key)
      askedAt.delete(key)
      const tags = data?.kind === 'APP_PAGE' ? data.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined
      const raced =
        asked !== undefined && typeof tags === 'string' ? tags.split(',').filter((tag) => (revalidatedAt.get(tag) ?? 0) >= asked) : []
      const result = await super.set(key, data, ctx)
      if (raced.length > 0) {
        // Next counts an entry stale only for a mark strictly later than its own time (areTagsStale).
        const storedAt = Date.now()
        while (Date.now() <= storedAt) await new Promise((resolve) => setImmediate(resolve))
        await super.revalidateTag(raced, {})
      }
      return result
    }

    async revalidateTag(tags, ...rest) {
      const {revalidatedAt} = state()
      const now = Date.now()
      for (const tag of Array.isArray(tags) ? tags : [tags]) revalidatedAt.set(tag, now)
      return super.revalidateTag(tags, ...rest)
    }
  }
}
