/**
 * This instance's catch-up as operators see it (/api/health, the logs): whether its first run is
 * done, when a run last read the Content Lake (this instance's or, with a shared Redis, any
 * instance's), and whether runs are failing. Failing and recovering are each logged once.
 */
export interface CatchUpStatus {
  startedAt: number
  /** When this instance's first run ended (caught up, found another instance had, or failed). */
  firstRunAt: number | null
  lastSuccessAt: number | null
  failingSince: number | null
}

const key = Symbol.for('site.catchUpStatus')

/** One per process: the catch-up route and the health route load apart. */
export function catchUpStatus(): CatchUpStatus {
  const holder = globalThis as typeof globalThis & {[key]?: CatchUpStatus}
  return (holder[key] ??= {startedAt: Date.now(), firstRunAt: null, lastSuccessAt: null, failingSince: null})
}

export function recordSuccess(lastSuccessAt: number | null, now = Date.now()) {
  const status = catchUpStatus()
  status.firstRunAt ??= now
  if (lastSuccessAt !== null) status.lastSuccessAt = Math.max(status.lastSuccessAt ?? 0, lastSuccessAt)
  if (status.failingSince !== null) {
    const behind = status.lastSuccessAt === null ? null : Math.round((now - status.failingSince) / 1000)
    console.info(`[catch-up] the Content Lake answers again${behind === null ? '' : ` after ${behind} s`}: caught up.`)
    status.failingSince = null
  }
}

export function recordFailure(reason: string, intervalMs: number, now = Date.now()) {
  const status = catchUpStatus()
  // A first run that fails ends the start too: the build's pages are better than none.
  status.firstRunAt ??= now
  if (status.failingSince !== null) return
  status.failingSince = now
  console.error(
    `[catch-up] the Content Lake cannot be read (${reason}): visitors keep the last good pages; trying again every ${intervalMs / 1000} s.`,
  )
}
