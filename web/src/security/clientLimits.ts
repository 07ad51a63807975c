/**
 * The per-client limits of the production server, read once from the environment (names and defaults in
 * DEFAULTS, SITE_TRUSTED_PROXIES for who forwards a client's address); a bad value stops the server at start,
 * naming it. Enforced by connectionLimits.ts, clientRate.ts and clientConcurrency.ts; see docs/architecture.md, The front door.
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
