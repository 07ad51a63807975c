/**
 * The shared cache for several instances of the site (next.config uses it when REDIS_URL is set,
 * local-cache-handler.mjs otherwise):
 * @fortedigital/nextjs-cache-handler's Redis handler keeps pages, fetch and unstable_cache entries and
 * the tag revalidation times in one Redis, so a publish webhook that reaches any instance changes what
 * every instance serves, and a restarted instance finds its cache again.
 *
 * When Redis is unreachable the site keeps answering: commands fail at once instead of queueing
 * (so no request waits for Redis), every cache read is a miss and pages are rendered fresh, and the
 * lost and regained connection are each logged once. A Redis that keeps the connection but stops
 * answering is the same: each command gives up after REDIS_COMMAND_TIMEOUT_MS (redis/connection.mjs).
 */
import {CacheHandler} from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import {PHASE_PRODUCTION_BUILD} from 'next/constants.js'
import {withoutNewNotFoundPages} from './notFoundPages.mjs'
import {connectRedis, REDIS_COMMAND_TIMEOUT_MS} from '../redis/connection.mjs'

CacheHandler.onCreation(() => {
  // One Redis connection per process, however many times Next creates the handler.
  if (globalThis.__siteCacheConfig) return globalThis.__siteCacheConfig
  // The build prerenders into its own output; only running instances share Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return {handlers: []}
  }
  const host = new URL(process.env.REDIS_URL).host
  const client = connectRedis(process.env.REDIS_URL, {
    onLost: (reason) =>
      console.error(`[cache] Redis at ${host} is unreachable (${reason}): serving without the shared cache until it is back.`),
    onBack: () => console.info(`[cache] Redis at ${host} is reachable again: the shared cache is back.`),
  })
  globalThis.__siteCacheConfig = {
    handlers: [createRedisHandler({client, keyPrefix: process.env.REDIS_KEY_PREFIX || 'site:', timeoutMs: REDIS_COMMAND_TIMEOUT_MS})],
  }
  return globalThis.__siteCacheConfig
})

// The same guard as the local cache: no 404 stored for an address that never had a page.
export default withoutNewNotFoundPages(CacheHandler)
