/**
 * Ends a preview's pass everywhere at once: /api/draft-mode/disable revokes the pass it was sent, and proxy.ts
 * and sanity/draftMode.ts accept a pass only while it is not revoked (isLivePreviewPass). Revoked passes are
 * remembered until they would have expired, in this process (shared by its bundles) and, with REDIS_URL, in Redis
 * for every instance. Only requests that carry a pass ask.
 */
import {redisKeyPrefix} from '../constants.mjs'
import {REDIS_COMMAND_TIMEOUT_MS, sharedRedis} from '../redis/connection.mjs'
import {isValidPreviewPass, previewPassId} from './previewPass'

/**
 * local: revoked pass ids → when they expire, in this process. unsent: those revoked while Redis did
 * not answer, written to it once it answers again (another instance would otherwise accept them).
 */
type Store = {local: Map<string, number>; unsent: Map<string, number>; redis?: ReturnType<typeof sharedRedis> | null}
const STORE = Symbol.for('site.revokedPreviewPasses')

const keyOf = (id: string) => `${redisKeyPrefix()}revoked-preview-pass:${id}`
const expiresAtMs = (pass: string) => Number(pass.split('.')[0]) * 1000
const deadline = () => AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS)

/** Writes one revocation to Redis; false when Redis did not take it. */
async function send(redis: NonNullable<Store['redis']>, id: string, until: number) {
  try {
    await redis.withAbortSignal(deadline()).set(keyOf(id), '1', {expiration: {type: 'PXAT', value: until}})
    return true
  } catch {
    return false
  }
}

/** The revocations Redis missed, written now (those expired meanwhile need nothing). */
async function sendUnsent({unsent, redis}: Store, now = Date.now()) {
  if (!redis) return
  for (const [id, until] of unsent) {
    if (until > now && !(await send(redis, id, until))) return
    unsent.delete(id)
  }
}

function store(env: Record<string, string | undefined> = process.env): Store {
  const holder = globalThis as typeof globalThis & {[STORE]?: Store}
  if (!holder[STORE]) {
    const url = env.REDIS_URL
    const created: Store = {local: new Map(), unsent: new Map(), redis: null}
    created.redis = url
      ? sharedRedis(url, {
          onLost: (reason) =>
            console.error(
              `[preview] Redis at ${new URL(url).host} is unreachable (${reason}): an ended preview is refused only by the instance that ended it until it is back.`,
            ),
          onBack: () => {
            console.info(`[preview] Redis at ${new URL(url).host} answers again: ended previews are refused by every instance.`)
            void sendUnsent(created)
          },
        })
      : null
    holder[STORE] = created
  }
  return holder[STORE]
}

/** Revokes a pass (only one this site signed and that has not expired: nothing else needs remembering), by its id. */
export async function revokePreviewPass(pass: string | undefined, now = Date.now()): Promise<void> {
  if (!pass || !(await isValidPreviewPass(pass, {now}))) return
  const id = previewPassId(pass)!
  const current = store()
  const {local, unsent, redis} = current
  for (const [key, until] of local) if (until <= now) local.delete(key)
  local.set(id, expiresAtMs(pass))
  if (!redis) return
  // Remembered here either way; the lost connection is logged once (the listener above).
  if (!(await send(redis, id, expiresAtMs(pass)))) unsent.set(id, expiresAtMs(pass))
  else if (unsent.size > 0) await sendUnsent(current, now)
}

async function isRevoked(pass: string, now: number): Promise<boolean> {
  const id = previewPassId(pass)
  if (!id) return true
  const {local, redis} = store()
  if ((local.get(id) ?? 0) > now) return true
  if (!redis) return false
  try {
    return (await redis.withAbortSignal(deadline()).exists(keyOf(id))) > 0
  } catch {
    return false
  }
}

/** A pass this site signed, not expired and not revoked: what shows drafts. */
export async function isLivePreviewPass(pass: string | undefined, now = Date.now()): Promise<boolean> {
  return Boolean(pass) && (await isValidPreviewPass(pass, {now})) && !(await isRevoked(pass!, now))
}
