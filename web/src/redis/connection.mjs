/**
 * The one way the site connects to the Redis its instances share (REDIS_URL): for the page cache
 * (caching/redis-cache-handler.mjs) and for the webhook's memory of signatures already used
 * (publish/replays.ts); both import it from here, nothing here imports them. The client reconnects in
 * the background; every command gives up after the deadline its caller's abort signal sets, even once
 * on the wire (commandDeadline.mjs); losing Redis and getting it back are each reported once, in the
 * caller's words. Plain JavaScript: the cache handler is imported by Next at run time, outside the
 * app's build.
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
 * onLost(reason) / onBack(): called once per loss and once per recovery.
 * queueWhileConnecting: commands sent before the first connection wait for it (within their
 * deadline) instead of failing at once; for rare calls that should not miss a Redis still starting.
 */
export function connectRedis(url, {onLost, onBack, queueWhileConnecting = false}) {
  let healthy = true
  const health = {
    get ok() {
      return healthy
    },
    late(reason) {
      if (!healthy) return
      healthy = false
      onLost(reason)
    },
    answered() {
      if (healthy) return
      healthy = true
      onBack()
    },
  }
  const client = createClient({
    url,
    ...(queueWhileConnecting ? {commandsQueueMaxLength: 100} : {disableOfflineQueue: true}),
    socket: {connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000)},
  })
  client.on('error', (error) => health.late(error.message || error.code || String(error)))
  client.on('ready', () => health.answered())
  // The first connection may fail too: the client keeps retrying in the background.
  client.connect().catch(() => {})
  return withCommandDeadline(client, health)
}

const QUIET = Symbol.for('site.quietRedis')
/** Next's phase while `next build` runs (next/constants' PHASE_PRODUCTION_BUILD): no instance's Redis is used then. */
const BUILD_PHASE = 'phase-production-build'

/**
 * One connection per process and URL for the modules whose reads and writes are kept elsewhere too
 * (the last good answers, the published-content version, the live records, the page index, the edge's
 * purge state): commands sent while it first connects wait for it, and losing Redis is not reported
 * here, since the page cache's own connection to the same Redis says so once.
 */
export function quietRedis(url) {
  const connections = (globalThis[QUIET] ??= new Map())
  let client = connections.get(url)
  if (!client) {
    client = connectRedis(url, {queueWhileConnecting: true, onLost: () => {}, onBack: () => {}})
    connections.set(url, client)
  }
  return client
}

/** The running instances' shared Redis as quietRedis gives it, never the build's; null without REDIS_URL. */
export function instancesRedis(env = process.env) {
  return env.REDIS_URL && env.NEXT_PHASE !== BUILD_PHASE ? quietRedis(env.REDIS_URL) : null
}
