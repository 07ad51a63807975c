/**
 * Remembers accepted webhook signatures for as long as they would pass verify.ts's freshness check, so a
 * captured call cannot be replayed. With REDIS_URL the instances share that memory (SET NX with an expiry);
 * while Redis does not answer, each falls back to its own and says so once in its log.
 */
import {inTime, sharedRedis, type RedisListener} from '../redis/connection.mjs'

export interface ReplayGuard {
  /** True the first time a signature is offered; false when it was already accepted in the window. */
  accept(signature: string, now?: number): Promise<boolean>
  /** Forgets an accepted signature whose call could not be completed, so Sanity's retry of it is accepted. */
  release(signature: string): Promise<void>
}

/** One instance's memory. */
export function createReplayGuard(windowMs: number): ReplayGuard {
  const seen = new Map<string, number>()
  return {
    async accept(signature, now = Date.now()) {
      for (const [key, expires] of seen) if (expires <= now) seen.delete(key)
      if (seen.has(signature)) return false
      seen.set(signature, now + windowMs)
      return true
    },
    async release(signature) {
      seen.delete(signature)
    },
  }
}

type SharedRedis = ReturnType<typeof sharedRedis>

/** The memory of every instance that shares `redis`, with this instance's own memory behind it. */
export function createSharedReplayGuard(redis: SharedRedis, {windowMs, keyPrefix}: {windowMs: number; keyPrefix: string}): ReplayGuard {
  const local = createReplayGuard(windowMs)
  return {
    async accept(signature, now = Date.now()) {
      try {
        const reply = await inTime(redis).set(`${keyPrefix}webhook-signature:${signature}`, String(now), {
          condition: 'NX',
          expiration: {type: 'PX', value: windowMs},
        })
        // Remembered locally too, for when Redis goes away later (or was away when the original came).
        const locallyNew = await local.accept(signature, now)
        return reply === 'OK' && locallyNew
      } catch {
        return local.accept(signature, now)
      }
    },
    async release(signature) {
      await local.release(signature)
      // A Redis that does not answer keeps the signature until it expires: the catch-up brings the change live meanwhile.
      await inTime(redis)
        .del(`${keyPrefix}webhook-signature:${signature}`)
        .catch(() => {})
    },
  }
}

/** The guard's Redis (the process's one client) and what the webhook logs when it stops answering and answers again. */
export const replaysRedis = (url: string) => sharedRedis(url, replaysRedisListener(url))

export function replaysRedisListener(url: string): RedisListener {
  const redis = `Redis at ${new URL(url).host}`
  return {
    onLost: (reason) =>
      console.error(
        `[revalidate] ${redis} cannot check replays (${reason}): each instance refuses only the replays it saw until it is back.`,
      ),
    onBack: () => console.info(`[revalidate] ${redis} answers again: replays are refused across instances again.`),
  }
}
