/**
 * Remembers the signatures of accepted webhook calls for as long as they would pass the freshness
 * check, so a captured call cannot be replayed within that window. In memory, per instance: a replay
 * would have to reach the instance that saw the original (and it only repeats a revalidation).
 */
export function createReplayGuard(windowMs: number) {
  const seen = new Map<string, number>()
  return {
    /** True the first time a signature is offered; false when it was already accepted in the window. */
    accept(signature: string, now = Date.now()): boolean {
      for (const [key, expires] of seen) if (expires <= now) seen.delete(key)
      if (seen.has(signature)) return false
      seen.set(signature, now + windowMs)
      return true
    },
  }
}
