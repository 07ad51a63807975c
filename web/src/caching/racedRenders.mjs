/**
 * Wrapped around both cache handlers: a page whose render a revalidation of its own tags overtook
 * (between Next's get and set) is stored, and those tags are marked stale once more, so the next
 * request renders it anew (docs/decisions/0018-raced-renders-marked-stale-again.md). This process's
 * revalidations only: other instances render their own pages.
 */
import {NEXT_CACHE_TAGS_HEADER} from '../edge/cacheHandler.mjs'

/** Keys asked for and not stored since, bounded: a key asked once and never rendered is forgotten first. */
const MAX_ASKED = 20_000

const STATE = Symbol.for('site.racedRenders')

/**
 * One state per process (Next makes several handlers; bundles load this module apart): when each key was
 * first asked for, when each tag was last revalidated.
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
        // The first ask counts: Next joins later requests to the render under way.
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
