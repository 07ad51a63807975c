/**
 * Ending a preview ends its pass everywhere, at once: /api/draft-mode/disable revokes the pass it was
 * sent, and proxy.ts and sanity/draftMode.ts accept a pass only while it is not revoked
 * (isLivePreviewPass). Before, a copied pass and Next's draft-mode cookie kept showing drafts after the
 * editor left preview, until the pass expired (up to PREVIEW_PASS_LIFETIME_S).
 *
 * Revoked passes are remembered until they would have expired: in Redis when the instances share one
 * (REDIS_URL), so every instance refuses the pass, and always in this process too (shared by its
 * bundles: the proxy and the routes load this module separately), which is all there is without
 * Redis and what holds while Redis does not answer. Only requests that carry a pass ask.
 */
import {connectRedis, REDIS_COMMAND_TIMEOUT_MS} from '../redis/connection.mjs'
import {isValidPreviewPass, previewPassId} from './previewPass'

type Store = {local: Map<string, number>; redis?: ReturnType<typeof connectRedis> | null}
const STORE = Symbol.for('site.revokedPreviewPasses')

function store(env: Record<string, string | undefined> = process.env): Store {
  const holder = globalThis as typeof globalThis & {[STORE]?: Store}
  if (!holder[STORE]) {
    const url = env.REDIS_URL
    const redis = url
      ? connectRedis(url, {
          queueWhileConnecting: true,
          onLost: (reason) =>
            console.error(
              `[preview] Redis at ${new URL(url).host} is unreachable (${reason}): an ended preview is refused only by the instance that ended it until it is back.`,
            ),
          onBack: () =>
            console.info(`[preview] Redis at ${new URL(url).host} answers again: ended previews are refused by every instance.`),
        })
      : null
    holder[STORE] = {local: new Map(), redis}
  }
  return holder[STORE]
}

const keyOf = (pass: string) => `${process.env.REDIS_KEY_PREFIX || 'site:'}revoked-preview-pass:${previewPassId(pass)}`
const expiresAtMs = (pass: string) => Number(pass.split('.')[0]) * 1000

const deadline = () => AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS)

/** Revokes a pass (only one this site signed and that has not expired: nothing else needs remembering). */
export async function revokePreviewPass(pass: string | undefined, now = Date.now()): Promise<void> {
  if (!pass || !(await isValidPreviewPass(pass, {now}))) return
  const {local, redis} = store()
  for (const [key, until] of local) if (until <= now) local.delete(key)
  local.set(pass, expiresAtMs(pass))
  try {
    await redis?.withAbortSignal(deadline()).set(keyOf(pass), '1', {expiration: {type: 'PXAT', value: expiresAtMs(pass)}})
  } catch {
    // Remembered here; the lost connection is logged once by connectRedis.
  }
}

async function isRevoked(pass: string, now: number): Promise<boolean> {
  const {local, redis} = store()
  if ((local.get(pass) ?? 0) > now) return true
  if (!redis) return false
  try {
    return (await redis.withAbortSignal(deadline()).exists(keyOf(pass))) > 0
  } catch {
    return false
  }
}

/** A pass this site signed, not expired and not revoked: what shows drafts. */
export async function isLivePreviewPass(pass: string | undefined, now = Date.now()): Promise<boolean> {
  return Boolean(pass) && (await isValidPreviewPass(pass, {now})) && !(await isRevoked(pass!, now))
}
