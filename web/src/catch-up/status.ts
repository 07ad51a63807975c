/**
 * This instance's catch-up as /api/health reports it: whether its first run is done, and when a run (any
 * instance's, with a shared Redis) last read the Lake. Whether the Lake answers is sanity/lakeHealth.ts's.
 */
export interface CatchUpStatus {
  startedAt: number
  /** When this instance's first run ended (caught up, found another instance had, or failed). */
  firstRunAt: number | null
  lastSuccessAt: number | null
}

const key = Symbol.for('site.catchUpStatus')

/** One per process: the catch-up route and the health route load apart. */
export function catchUpStatus(): CatchUpStatus {
  const holder = globalThis as typeof globalThis & {[key]?: CatchUpStatus}
  return (holder[key] ??= {startedAt: Date.now(), firstRunAt: null, lastSuccessAt: null})
}

export function recordSuccess(lastSuccessAt: number | null, now = Date.now()) {
  const status = catchUpStatus()
  status.firstRunAt ??= now
  if (lastSuccessAt !== null) status.lastSuccessAt = Math.max(status.lastSuccessAt ?? 0, lastSuccessAt)
}

/** A run that could not read the Lake; a first one ends the start too: the build's pages are better than none. */
export function recordFailure(now = Date.now()) {
  catchUpStatus().firstRunAt ??= now
}
