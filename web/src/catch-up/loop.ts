/**
 * The server's side of the catch-up (web/server.ts): calls its own /api/catch-up at start and then every
 * interval, one call at a time, with a token only this process knows. `ready` settles after the first call
 * (or FIRST_RUN_LIMIT_MS); the server holds visitors' requests until then.
 */
const FIRST_RUN_LIMIT_MS = 10_000

export function startCatchUpLoop({origin, token, intervalMs}: {origin: string; token: string; intervalMs: number}) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    try {
      const response = await fetch(`${origin}/api/catch-up`, {
        headers: {authorization: `Bearer ${token}`},
        signal: AbortSignal.timeout(Math.max(intervalMs, 30_000)),
      })
      await response.arrayBuffer()
    } catch {
      // The route logs what failed (once); a server that is closing answers nothing.
    }
  }
  const next = () => {
    if (stopped) return
    timer = setTimeout(() => void run().finally(next), intervalMs)
    timer.unref()
  }
  const first = run()
  void first.finally(next)
  let limit: NodeJS.Timeout | undefined
  const ready = Promise.race([first, new Promise<void>((resolve) => (limit = setTimeout(resolve, FIRST_RUN_LIMIT_MS)))]).finally(() =>
    clearTimeout(limit),
  )
  return {
    ready,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/** The addresses the server answers before its first catch-up: the catch-up itself, the health checks and the webhook. */
export function answersBeforeCatchUp(target: string | undefined) {
  const path = (target ?? '').split('?', 1)[0]
  return path === '/api/catch-up' || path === '/api/health' || path === '/api/health/edge' || path === '/api/revalidate'
}
