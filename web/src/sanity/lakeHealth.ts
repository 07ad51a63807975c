/**
 * Whether the Content Lake answers this process, as source.ts's reads find it: once a read has failed, pages
 * answer from last good answers (lastGood.ts) without asking, until a read (the catch-up's, every interval) gets
 * an answer. /api/health says since when; the start and end of an outage are logged once. One record per
 * process: the proxy, the routes and web/server.ts each load this module.
 */

interface LakeHealth {
  /** Since when (ms) the Lake has not answered; null while it does. */
  unreachableSince: number | null
  /** When (ms) a page's read last found neither the Lake nor a last good answer. */
  nothingToReadAt: number
}

/** How long a render that found nothing to read may take to fail: longer than the Lake client's timeout. */
const RENDER_FAILURE_WINDOW_MS = 15_000

const KEY = Symbol.for('site.lakeHealth')

function record(): LakeHealth {
  const holder = globalThis as typeof globalThis & {[KEY]?: LakeHealth}
  return (holder[KEY] ??= {unreachableSince: null, nothingToReadAt: 0})
}

/** Since when (ms) the Lake has not answered this process; null while it answers. */
export const lakeUnreachableSince = () => record().unreachableSince

/** A page's read found neither the Lake nor a last good answer (source.ts): its render is about to fail. */
export function nothingToRead(now = Date.now()) {
  record().nothingToReadAt = now
}

/**
 * Whether a render failing now may have failed for lack of content: the Lake is down, or a read found
 * nothing a moment ago (the Lake may have answered the catch-up since, while that render was failing).
 */
export function failureMayBeTheLakes(now = Date.now()) {
  const health = record()
  return health.unreachableSince !== null || now - health.nothingToReadAt < RENDER_FAILURE_WINDOW_MS
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
  if (health.unreachableSince !== null) return
  health.unreachableSince = now
  console.error(`[lake] the Content Lake cannot be read (${reason}): visitors get the last good pages until it answers again.`)
}
