/**
 * How often the site catches up with the Content Lake (SITE_CATCH_UP_INTERVAL_S, default 15 s): read
 * by the server that calls the catch-up (loop.ts) and by the catch-up's lock (store.ts), which lets
 * one instance ask the Lake per interval. A change whose webhook never arrived is live within about
 * two intervals (the one that finds it, and a visitor's request re-rendering its page), well within
 * a minute.
 */
export const DEFAULT_CATCH_UP_INTERVAL_S = 15

export function catchUpIntervalMs(env: Record<string, string | undefined>): number {
  const seconds = Number(env.SITE_CATCH_UP_INTERVAL_S)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_CATCH_UP_INTERVAL_S) * 1000
}
