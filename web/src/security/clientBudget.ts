/**
 * A per-client budget of requests a minute, for public endpoints that answer from the site's memory
 * but cost something each time (live/endpoint.ts: /api/live-status, which the Studio polls). Each
 * client (security/clientAddress.ts) gets `perMinute` requests in a window of a minute from its first;
 * past it, it is told when to come back. At most TRACKED_CLIENTS windows are kept (the oldest go first).
 */
const MINUTE_MS = 60_000
const TRACKED_CLIENTS = 10_000

export function createClientBudget({perMinute, now = Date.now}: {perMinute: number; now?: () => number}) {
  const windows = new Map<string, {start: number; used: number}>()
  return {
    /** Null when the request may be answered; else the seconds until this client's window ends. */
    take(client: string): number | null {
      let window = windows.get(client)
      if (!window || now() - window.start >= MINUTE_MS) {
        windows.delete(client)
        if (windows.size >= TRACKED_CLIENTS) windows.delete(windows.keys().next().value!)
        window = {start: now(), used: 0}
        windows.set(client, window)
      }
      if (window.used >= perMinute) return Math.max(1, Math.ceil((window.start + MINUTE_MS - now()) / 1000))
      window.used++
      return null
    },
  }
}
