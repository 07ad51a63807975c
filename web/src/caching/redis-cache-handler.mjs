/**
 * The cache handler next.config names with REDIS_URL: @fortedigital/nextjs-cache-handler's Redis handler
 * keeps pages, data entries and tag revalidation times in the Redis the instances share, so a publish
 * heard by one instance changes what all serve. Wrapped like local-cache-handler.mjs, plus withRouteTags
 * (docs/decisions/0003-route-answers-carry-tags.md). While Redis is away, pages are remembered in memory
 * (docs/decisions/0019-outage-cache-while-redis-is-away.md); the loss and return are logged once each.
 */
import {CacheHandler} from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import {PHASE_PRODUCTION_BUILD} from 'next/constants.js'
import {NEXT_CACHE_TAGS_HEADER, withEdgePurges} from '../edge/cacheHandler.mjs'
import {withPageIndex} from '../live/pageIndex.mjs'
import {withoutNewNotFoundPages} from './notFoundPages.mjs'
import {withoutRacedRenders} from './racedRenders.mjs'
import {redisKeyPrefix} from '../constants.mjs'
import {REDIS_COMMAND_TIMEOUT_MS, sharedRedis} from '../redis/connection.mjs'

/** `Base`: the library's handler class; a route handler's answer is stored with the tags its render used. */
function withRouteTags(Base) {
  return class RouteTagsCache extends Base {
    async set(key, data, ctx) {
      const tags = data?.kind === 'APP_ROUTE' ? data.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined
      return super.set(key, data, typeof tags === 'string' ? {...ctx, tags: tags.split(',')} : ctx)
    }
  }
}

/** The outage cache's bounds: pages are ~100 KB, so a few hundred fit well within the total. */
const OUTAGE_CACHE = {maxItemsNumber: 1_000, maxItemSizeBytes: 64 * 1024 * 1024}

/** The local-lru handler, written to only while `away()` and emptied when Redis is back. */
function outageCache(away) {
  let local = createLruHandler(OUTAGE_CACHE)
  return {
    name: 'local-lru-while-redis-is-away',
    get: (key, meta) => local.get(key, meta),
    set: (key, value, ctx) => (away() ? local.set(key, value, ctx) : Promise.resolve()),
    revalidateTag: (tag) => local.revalidateTag(tag),
    delete: (key) => local.delete(key),
    empty() {
      local = createLruHandler(OUTAGE_CACHE)
    },
  }
}

CacheHandler.onCreation(() => {
  // One configuration per process, however many times Next creates the handler.
  if (globalThis.__siteCacheConfig) return globalThis.__siteCacheConfig
  // The build prerenders into its own output; only running instances share Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return {handlers: []}
  }
  const host = new URL(process.env.REDIS_URL).host
  let lost = false
  const client = sharedRedis(process.env.REDIS_URL, {
    onLost: (reason) => {
      lost = true
      console.error(`[cache] Redis at ${host} is unreachable (${reason}): serving from this instance's own memory until it is back.`)
    },
    onBack: () => {
      lost = false
      meanwhile.empty()
      console.info(`[cache] Redis at ${host} is reachable again: the shared cache is back.`)
    },
  })
  const meanwhile = outageCache(() => lost || !client.isReady)
  globalThis.__siteCacheConfig = {
    handlers: [createRedisHandler({client, keyPrefix: redisKeyPrefix(), timeoutMs: REDIS_COMMAND_TIMEOUT_MS}), meanwhile],
  }
  return globalThis.__siteCacheConfig
})

export default withoutRacedRenders(withPageIndex(withEdgePurges(withoutNewNotFoundPages(withRouteTags(CacheHandler)))))
