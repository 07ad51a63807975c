/**
 * How much of the production server (web/server.ts) one client may hold, and all clients together,
 * read once from the environment. A client is a remote address; behind a proxy the operator lists as
 * trusted, the address that proxy forwards (trustedProxies.ts). Enforced by connectionLimits.ts (at
 * accept), clientRate.ts and clientConcurrency.ts (per request).
 * - SITE_CLIENT_CONNECTIONS (64): open connections one address may have; the next is answered 503
 *   with Retry-After and closed at accept. A browser opens at most 6 per site; the rest is room for
 *   visitors sharing an address (an office, a mobile carrier's NAT). A trusted proxy is not counted.
 * - SITE_CLIENT_REQUESTS (4) and SITE_CLIENT_QUEUE (64): requests one client has answered at once, and
 *   waiting behind those (in order); past both, 503 with Retry-After. A page's own requests queue,
 *   never refused; the server's CPU is shared among clients rather than taken by the one asking most.
 * - SITE_CLIENT_RATE (20) and SITE_CLIENT_BURST (200): requests one client has answered a second, and
 *   past that rate a minute (clientRate.ts); past both, 429 with Retry-After. A browser's page load
 *   (document, scripts, images, prefetches) fits in the burst; a client asking without pause gets
 *   its rate and no more of the server.
 * - SITE_MAX_CONNECTIONS (1024): open connections of all clients together, so that many clients
 *   (or many slow readers) cannot take the server's memory; past it, 503 at accept as above.
 * - SITE_TRUSTED_PROXIES (`loopback`): comma-separated addresses or CIDR ranges (or proxy-addr's
 *   names `loopback`, `linklocal`, `uniquelocal`) of the CDN or proxy in front, whose X-Forwarded-For
 *   names the client; `none` trusts nobody. The default trusts a proxy on this very host (Varnish or a
 *   TLS terminator in front, as the README deploys them), which no remote client can be. An untrusted
 *   proxy in front is one client: 64 queued requests are more than it sends at once to a server this
 *   size (its requests wait at the origin instead of at the edge: the same CPU), and a refusal is a
 *   503, for which Varnish's configuration serves what it kept.
 * A value that is not what its variable takes stops the server at start, naming it.
 */
export interface ClientLimits {
  connectionsPerClient: number
  requestsPerClient: number
  queuePerClient: number
  requestsPerSecond: number
  burstPerMinute: number
  maxConnections: number
  trustedProxies: string[]
}

const DEFAULTS = {
  SITE_CLIENT_CONNECTIONS: 64,
  SITE_CLIENT_REQUESTS: 4,
  SITE_CLIENT_QUEUE: 64,
  SITE_CLIENT_RATE: 20,
  SITE_CLIENT_BURST: 200,
  SITE_MAX_CONNECTIONS: 1024,
}

/** Seconds a refused client is told to wait (Retry-After). */
export const RETRY_AFTER_S = 1

function count(env: Record<string, string | undefined>, name: keyof typeof DEFAULTS, least: number): number {
  const text = env[name]?.trim()
  if (!text) return DEFAULTS[name]
  const value = Number(text)
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${text}"`)
  return value
}

export function clientLimits(env: Record<string, string | undefined>): ClientLimits {
  return {
    connectionsPerClient: count(env, 'SITE_CLIENT_CONNECTIONS', 1),
    requestsPerClient: count(env, 'SITE_CLIENT_REQUESTS', 1),
    queuePerClient: count(env, 'SITE_CLIENT_QUEUE', 0),
    requestsPerSecond: count(env, 'SITE_CLIENT_RATE', 1),
    burstPerMinute: count(env, 'SITE_CLIENT_BURST', 1),
    maxConnections: count(env, 'SITE_MAX_CONNECTIONS', 1),
    trustedProxies: trustedProxies(env.SITE_TRUSTED_PROXIES),
  }
}

function trustedProxies(setting: string | undefined): string[] {
  const entries = (setting ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length === 1 && entries[0] === 'none' ? [] : entries
}
