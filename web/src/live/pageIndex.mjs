/**
 * Which pages carry which tag, learnt from every page both cache handlers store (wrapped around their
 * `set`), for renderPages.ts to render a publish's pages. Kept in the process's memory and, with
 * REDIS_URL, in the shared Redis (a set per tag, forgotten after a week without a render), so the instance
 * a publish reaches knows every instance's pages. Next's implicit path tags are left out: no publish names them.
 */
import {redisKeyPrefix} from '../constants.mjs'
import {inTime, instancesRedis} from '../redis/connection.mjs'

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'
const IMPLICIT_TAG_PREFIX = '_N_T_'
/** The most pages one process remembers: more than the site has at ×100. */
const MAX_PAGES = 20_000
const REDIS_EXPIRY_S = 7 * 24 * 3600

const STATE = Symbol.for('site.pageIndex')

/** @returns {{pages: Map<string, string[]>, shared?: {redis: any, prefix: string} | null}} */
function state() {
  return (globalThis[STATE] ??= {pages: new Map()})
}

function shared(env = process.env) {
  const current = state()
  if (current.shared === undefined) {
    const redis = instancesRedis(env)
    current.shared = redis ? {redis, prefix: `${redisKeyPrefix(env)}live:pages:`} : null
  }
  return current.shared
}

/** A stored page's address from its cache key (`/index` is Home). */
const pagePath = (key) => (key === '/index' ? '/' : key)

/** The tags a publish can name, from a stored page's header value. */
export const publishTags = (header) =>
  typeof header === 'string' ? header.split(',').filter((tag) => tag && !tag.startsWith(IMPLICIT_TAG_PREFIX)) : []

/** Remembers that the page at `path` carries `tags` (its latest render's). */
export async function indexPage(path, tags) {
  const {pages} = state()
  pages.delete(path)
  pages.set(path, tags)
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value)
  const memory = shared()
  if (!memory || tags.length === 0) return
  const transaction = memory.redis.multi()
  for (const tag of tags) transaction.sAdd(memory.prefix + tag, path).expire(memory.prefix + tag, REDIS_EXPIRY_S)
  await transaction.exec().catch(() => undefined)
}

/** The pages known to carry any of `tags`: this process's, and every instance's when they share a Redis. */
export async function pagesTagged(tags) {
  const wanted = new Set(tags)
  const found = new Set()
  for (const [path, pageTags] of state().pages) if (pageTags.some((tag) => wanted.has(tag))) found.add(path)
  const memory = shared()
  if (memory && wanted.size > 0) {
    const members = await inTime(memory.redis)
      .sUnion([...wanted].map((tag) => memory.prefix + tag))
      .catch(() => [])
    for (const path of members) found.add(path)
  }
  return [...found]
}

/** `Base`: a cache handler class; every page it stores is indexed by its tags, without holding up the store. */
export function withPageIndex(Base) {
  return class PageIndexCache extends Base {
    async set(key, data, ctx) {
      const result = await super.set(key, data, ctx)
      if (data?.kind === 'APP_PAGE' && typeof key === 'string' && data.status !== 404)
        void indexPage(pagePath(key), publishTags(data.headers?.[NEXT_CACHE_TAGS_HEADER]))
      return result
    }
  }
}
