/**
 * The process's one client of the Redis its instances share (REDIS_URL), taken from sharedRedis by every
 * user: the page cache, the webhook's replays, the catch-up's store, ended previews, last good answers,
 * the published-content version, live/ and the edge's purge state (docs/decisions/0002-one-redis-client.md).
 * It reconnects in the background; losing Redis and getting it back are told once to each listener.
 */
import {createClient} from '@redis/client'
import {withCommandDeadline} from './commandDeadline.mjs'

/** How long one Redis command may take before its caller gives up (the page cache then answers "miss"). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

/** The commands of `client` for one call, each given up after REDIS_COMMAND_TIMEOUT_MS: `inTime(client).get(key)`. */
export const inTime = (client) => client.withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS))

/**
 * A new client of its own, with its listeners; commands sent before it first connects wait, within their
 * deadline. The site asks sharedRedis; tests playing two instances in one process connect twice here.
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

/** The process's one client for `url`, whichever bundle asks; `listener`, if given, is told of each loss and recovery. */
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
