/**
 * Purging the configured edge (cdns.mjs) of the tags the cache handler has just revalidated
 * (edge/cacheHandler.mjs), so a purge never overtakes the origin (docs/decisions/0001-purge-in-cache-handler.md).
 * A purge that fails is retried every catch-up interval with its keys kept; meanwhile pages get the short
 * lifetime and /api/health/edge answers 503 (docs/architecture.md, "The edge as fresh as the origin", step 3).
 * State is the process's (the handler and the routes load this module apart); with REDIS_URL, a failure is shared.
 */
import {catchUpIntervalMs, redisKeyPrefix, SITE_TAG} from '../constants.mjs'
import {inTime, sharedRedis} from '../redis/connection.mjs'
import {edgeFromEnv} from './cdns.mjs'

const ATTEMPT_DELAYS_MS = [0, 1_000, 3_000]
const ATTEMPT_TIMEOUT_MS = 5_000

const STATE = Symbol.for('site.edgePurge')

function state() {
  globalThis[STATE] ??= {failingSince: null, pending: new Set(), retry: null}
  return globalThis[STATE]
}

/** Null while this instance's purges reach the edge; else since when (ms) they have not. */
export const purgesFailingSince = () => state().failingSince

/** The instances' shared memory of a failure (REDIS_URL), or null: one connection per process. */
function shared(env) {
  if (!env.REDIS_URL) return null
  const current = state()
  current.shared ??= {
    redis: sharedRedis(env.REDIS_URL),
    key: `${redisKeyPrefix(env)}edge:purges-failing-since`,
  }
  return current.shared
}

/**
 * Since when (ms) purges have not reached the edge, this instance's or, with REDIS_URL, any
 * instance's; null while they do. A Redis that does not answer leaves this instance's own answer.
 */
export async function purgesFailing(env = process.env) {
  const own = state().failingSince
  const memory = shared(env)
  if (own !== null || !memory) return own
  const since = await inTime(memory.redis)
    .get(memory.key)
    .catch(() => null)
  return since === null ? null : Number(since)
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref?.())

/** One purge call; throws with the reason when the CDN did not accept it. */
async function send(edge, keys, env) {
  const {url, init} = edge.purgeRequest(env, keys)
  const response = await fetch(url, {...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)})
  const text = await response.text().catch(() => '')
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`.trim())
  // Cloudflare answers 200 with `success: false` for a request it refused.
  if (edge.name === 'cloudflare' && !JSON.parse(text || '{}').success) throw new Error(`not accepted: ${text.slice(0, 200)}`)
}

/** Every key, in calls of the size the CDN accepts, each tried ATTEMPT_DELAYS_MS.length times. */
async function sendAll(edge, keys, env) {
  for (let start = 0; start < keys.length; start += edge.keysPerCall) {
    const batch = keys.slice(start, start + edge.keysPerCall)
    let lastError
    for (const delay of ATTEMPT_DELAYS_MS) {
      await pause(delay)
      try {
        await send(edge, batch, env)
        lastError = undefined
        break
      } catch (error) {
        lastError = error
      }
    }
    if (lastError) throw lastError
  }
}

function retryLater(edge, env) {
  const current = state()
  if (current.retry) return
  current.retry = setInterval(() => void purgeEdge([], env), catchUpIntervalMs(env))
  current.retry.unref?.()
}

/**
 * Purges `tags` (and every key a failed purge left) at the configured CDN; resolves when done or given
 * up, never throws: a publish is not refused because the edge could not be told.
 */
export async function purgeEdge(tags, env = process.env) {
  const edge = edgeFromEnv(env)
  if (!edge) return
  const current = state()
  for (const tag of tags) current.pending.add(tag)
  const keys = [...current.pending]
  if (keys.length === 0) return
  current.pending.clear()
  const memory = shared(env)
  try {
    await sendAll(edge, keys, env)
    // Another instance failed (its keys may be gone with it): every page (they all carry SITE_TAG), once.
    if (memory && current.failingSince === null && (await purgesFailing(env)) !== null) await sendAll(edge, [SITE_TAG], env)
    if (memory)
      await inTime(memory.redis)
        .del(memory.key)
        .catch(() => undefined)
    if (current.failingSince !== null) {
      console.info(
        `[edge] purges reach ${edge.name} again after ${Math.round((Date.now() - current.failingSince) / 1000)} s: pages kept there are fresh.`,
      )
      current.failingSince = null
    }
    if (current.pending.size === 0 && current.retry) {
      clearInterval(current.retry)
      current.retry = null
    }
  } catch (error) {
    for (const key of keys) current.pending.add(key)
    if (current.failingSince === null) {
      current.failingSince = Date.now()
      if (memory)
        void inTime(memory.redis)
          .set(memory.key, String(current.failingSince), {NX: true})
          .catch(() => undefined)
      console.error(
        `[edge] purging ${edge.name} failed (${error instanceof Error ? error.message : String(error)}): pages go out with a short lifetime and are retried until a purge gets through.`,
      )
    }
    retryLater(edge, env)
  }
}
