/**
 * The replay guard of several instances that share one Redis (REDIS_URL, as for the page cache): a
 * signature accepted by any instance is refused by every other one for the freshness window, so a
 * captured call cannot be replayed to the instance that did not see it. Redis answers "first time?"
 * atomically (SET NX with an expiry).
 *
 * When Redis cannot answer within a second, the instance falls back to its own memory (a replay is
 * still refused by the instance that saw the original) and says so once in its log.
 */
import {createClient} from '@redis/client'
import {createReplayGuard, type ReplayGuard} from './replayGuard'

/** The one Redis command the guard needs, so tests can hand it any client. */
export interface SetIfAbsent {
  set(key: string, value: string, options: {condition: 'NX'; expiration: {type: 'PX'; value: number}}): Promise<unknown>
}

const REDIS_ANSWER_TIMEOUT_MS = 1_000

export function createSharedReplayGuard(
  redis: SetIfAbsent,
  {windowMs, keyPrefix, describe = 'Redis'}: {windowMs: number; keyPrefix: string; describe?: string},
): ReplayGuard {
  const local = createReplayGuard(windowMs)
  let healthy = true
  return {
    async accept(signature, now = Date.now()) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_ANSWER_TIMEOUT_MS} ms`)), REDIS_ANSWER_TIMEOUT_MS)
      })
      try {
        const reply = await Promise.race([
          redis.set(`${keyPrefix}webhook-signature:${signature}`, String(now), {
            condition: 'NX',
            expiration: {type: 'PX', value: windowMs},
          }),
          late,
        ])
        if (!healthy) console.info(`[revalidate] ${describe} answers again: replays are refused across instances again.`)
        healthy = true
        // Remembered locally too, so a replay is still refused here if Redis goes away later (or
        // was away when the original came).
        const locallyNew = await local.accept(signature, now)
        return reply === 'OK' && locallyNew
      } catch (error) {
        if (healthy) {
          console.error(
            `[revalidate] ${describe} cannot check replays (${error instanceof Error ? error.message : String(error)}): each instance refuses only the replays it saw until it is back.`,
          )
        }
        healthy = false
        return local.accept(signature, now)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

/**
 * A client that reconnects in the background. Commands sent while it (re)connects wait in a short
 * queue, so the first webhook after a start is checked across instances; the guard stops waiting for
 * them after a second. Only signed calls get here, so the queue stays small.
 */
export function connectReplayRedis(url: string) {
  const client = createClient({
    url,
    commandsQueueMaxLength: 100,
    socket: {connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000)},
  })
  // Failures are reported by the guard, once; the client's own error events would repeat on every retry.
  client.on('error', () => {})
  client.connect().catch(() => {})
  return client
}
