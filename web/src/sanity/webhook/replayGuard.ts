/**
 * Remembers the signatures of accepted webhook calls for as long as they would pass the freshness
 * check, so a captured call cannot be replayed within that window. This one is in memory, for one
 * instance; several instances that share a Redis share their memory too (sharedReplayGuard.ts).
 */
export interface ReplayGuard {
  /** True the first time a signature is offered; false when it was already accepted in the window. */
  accept(signature: string, now?: number): Promise<boolean>
}

export function createReplayGuard(windowMs: number): ReplayGuard {
  const seen = new Map<string, number>()
  return {
    async accept(signature, now = Date.now()) {
      for (const [key, expires] of seen) if (expires <= now) seen.delete(key)
      if (seen.has(signature)) return false
      seen.set(signature, now + windowMs)
      return true
    },
  }
}
