/**
 * Whether the Content Lake answers this process, as its reads find it (source.ts records every read:
 * pages', the webhook's, the catch-up's). While it does not, pages are rendered from the last good
 * answers (lastGood.ts), /api/health says since when, and a read that finds it still down costs a
 * visitor nothing: the Lake is asked again at most every RETRY_MS, the reads in between answer at once
 * from the last good answers. Losing the Lake and getting it back are each logged once.
 *
 * One record per process (the proxy, the routes and web/server.ts load this module in bundles of their own).
 */

/** How often a read asks a Lake that failed the last time; the others answer from the last good answers meanwhile. */
export const RETRY_MS = 2_000

interface LakeHealth {
  /** Since when (ms) the Lake has not answered; null while it does. */
  unreachableSince: number | null
  /** When a read last asked it while it was failing. */
  lastTryAt: number
}

const KEY = Symbol.for('site.lakeHealth')

function record(): LakeHealth {
  const holder = globalThis as typeof globalThis & {[KEY]?: LakeHealth}
  return (holder[KEY] ??= {unreachableSince: null, lastTryAt: 0})
}

/** Since when (ms) the Lake has not answered this process; null while it answers. */
export const lakeUnreachableSince = () => record().unreachableSince

/** Whether a read should ask the Lake now: always while it answers, every RETRY_MS while it does not. */
export function shouldAskLake(now = Date.now()) {
  const health = record()
  if (health.unreachableSince === null || now - health.lastTryAt >= RETRY_MS) {
    health.lastTryAt = now
    return true
  }
  return false
}

export function lakeAnswered(now = Date.now()) {
  const health = record()
  if (health.unreachableSince === null) return
  console.info(
    `[lake] the Content Lake answers again after ${Math.round((now - health.unreachableSince) / 1000)} s: pages are rendered from it again.`,
  )
  health.unreachableSince = null
}

export function lakeFailed(reason: string, now = Date.now()) {
  const health = record()
  health.lastTryAt = now
  if (health.unreachableSince !== null) return
  health.unreachableSince = now
  console.error(`[lake] the Content Lake cannot be read (${reason}): visitors get the last good pages until it answers again.`)
}
