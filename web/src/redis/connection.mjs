/**
 * The process's one connection to the Redis its instances share (REDIS_URL). Every user takes the same
 * client from sharedRedis: the page cache (caching/redis-cache-handler.mjs), the webhook's replays
 * (publish/replays.ts), the catch-up's store (catch-up/store.ts), ended previews
 * (security/passRevocation.ts), last good answers and the published-content version (sanity/lastGood.ts,
 * sanity/publishedVersion.ts), the live records and page index (live/), the edge's purge state
 * (edge/purge.mjs). None blocks or subscribes, so none needs a connection of its own.
 *
 * The client reconnects in the background; every command gives up after the deadline its caller's abort
 * signal sets, even once on the wire (commandDeadline.mjs); losing Redis and getting it back are each
 * told once to every user that asked to hear it, in its own words. Plain JavaScript: the cache handler
 * is imported by Next at run time, outside the app's build.
 */
import {createClient} from '@redis/client'
import {withCommandDeadline} from './commandDeadline.mjs'

/**
 * How long one Redis command may take before its caller gives up on it (the page cache then answers
 * "miss", the webhook's replay check falls back to the instance's own memory): a Redis that stops
 * answering costs a visitor or a publish one second at most.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

/** The commands of `client` for one call, each given up after REDIS_COMMAND_TIMEOUT_MS: `inTime(client).get(key)`. */
export const inTime = (client) => client.withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS))

/**
 * A new client of its own, with its listeners ({onLost(reason), onBack()}: called once per loss and once
 * per recovery). Commands sent before the first connection wait for it, within their deadline (the page
 * cache sends none until the client is ready). The site asks sharedRedis; tests that play two
 * instances in one process connect twice here.
 */
export const connectRedis = (url, ...listeners) => connect(url, new Set(listeners))

/** `told`: the listeners, a set more may join later. */
function connect(url, told) {
  let healthy = true
  const health = {
    get ok() {
      return healthy
    },
    late(reason) {
      if (!healthy) return
      healthy = false
      for (const listener of told) listener.onLost(reason)
    },
    answered() {
      if (healthy) return
      healthy = true
      for (const listener of told) listener.onBack()
    },
  }
  const client = createClient({
    url,
    commandsQueueMaxLength: 100,
    socket: {connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000)},
  })
  client.on('error', (error) => health.late(error.message || error.code || String(error)))
  client.on('ready', () => health.answered())
  // The first connection may fail too: the client keeps retrying in the background.
  client.connect().catch(() => {})
  return withCommandDeadline(client, health)
}

const SHARED = Symbol.for('site.sharedRedis')
/** Next's phase while `next build` runs (next/constants' PHASE_PRODUCTION_BUILD): no instance's Redis is used then. */
const BUILD_PHASE = 'phase-production-build'

/**
 * The process's one client for `url` (one per process, whatever bundle asks: the routes, the proxy and
 * the cache handler load this module apart). `listener`, if given, is told of each loss and recovery.
 */
export function sharedRedis(url, listener) {
  /** @type {Map<string, {client: ReturnType<typeof connect>, listeners: Set<{onLost: Function, onBack: Function}>}>} */
  const shared = (globalThis[SHARED] ??= new Map())
  let entry = shared.get(url)
  if (!entry) {
    const listeners = new Set()
    entry = {client: connect(url, listeners), listeners}
    shared.set(url, entry)
  }
  if (listener) entry.listeners.add(listener)
  return entry.client
}

/** The running instances' shared Redis, never the build's; null without REDIS_URL. */
export function instancesRedis(env = process.env) {
  return env.REDIS_URL && env.NEXT_PHASE !== BUILD_PHASE ? sharedRedis(env.REDIS_URL) : null
}
