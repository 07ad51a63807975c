/**
 * Budgets the Content Lake lookups /api/draft-mode/enable makes to check a preview secret, so guessing burns
 * a bounded share of the API quota and locks nobody out: per client and in all a minute; past a budget a
 * secret is checked against the list of existing secrets (read at most every LIST_INTERVAL_MS) and refused
 * 429 when absent; a secret that checked out is always looked up. Refusals are logged, then counted.
 */
import {SECRET_TTL} from '@sanity/preview-url-secret/constants'

export const WRONG_SECRET_LOOKUPS_PER_MINUTE = 5
const GLOBAL_LOOKUPS_PER_MINUTE = 60
export const LIST_INTERVAL_MS = 1_000
const MINUTE_MS = 60_000
const REMEMBERED_SECRETS = 100
const TRACKED_CLIENTS = 10_000

/** The shape of the secrets the Presentation tool makes (base64url); anything else is refused unasked. */
const WELL_FORMED = /^[A-Za-z0-9_-]{8,128}$/
export const isWellFormedSecret = (secret: string) => WELL_FORMED.test(secret)

export type LookupTicket = {settle(valid: boolean): void}

type Window = {start: number; started: number}

export function createSecretLookups({
  perMinute = WRONG_SECRET_LOOKUPS_PER_MINUTE,
  globalPerMinute = GLOBAL_LOOKUPS_PER_MINUTE,
  now = Date.now,
  log = (line: string) => console.warn(line),
} = {}) {
  const global: Window = {start: -Infinity, started: 0}
  const clients = new Map<string, Window>()
  /** Secrets that checked out, and until when (ms) they are remembered. */
  const good = new Map<string, number>()
  /** The last list read, and the read that starts next (its start time in ms), shared by whoever waits for it. */
  let lastList = new Set<string>()
  let lastStart = -Infinity
  let next: {at: number; secrets: Promise<Set<string>>} | null = null
  let refusals = {total: 0, unasked: 0}
  let summary: ReturnType<typeof setTimeout> | null = null

  function flush() {
    if (refusals.total === 0) {
      summary = null
      return
    }
    const unasked = refusals.unasked ? ` (${refusals.unasked} without looking the secret up: over the minute's budget)` : ''
    log(
      `[preview] /api/draft-mode/enable refused ${refusals.total} requests in the last minute: wrong, expired or missing secrets${unasked}`,
    )
    refusals = {total: 0, unasked: 0}
    summary = setTimeout(flush, MINUTE_MS)
    summary.unref?.()
  }

  /** The window of this client, opened anew when its minute is over. */
  function windowOf(client: string): Window {
    let window = clients.get(client)
    if (!window || now() - window.start >= MINUTE_MS) {
      clients.delete(client)
      if (clients.size >= TRACKED_CLIENTS) clients.delete(clients.keys().next().value!)
      window = {start: now(), started: 0}
      clients.set(client, window)
    }
    return window
  }

  function remember(secret: string) {
    good.delete(secret)
    good.set(secret, now() + SECRET_TTL * 1000)
    if (good.size > REMEMBERED_SECRETS) good.delete(good.keys().next().value!)
  }

  return {
    /** A lookup of this secret may start (settle it with the outcome), or null when a budget is spent. */
    reserve(secret: string, client = 'unknown'): LookupTicket | null {
      if ((good.get(secret) ?? 0) > now()) return {settle: (valid) => !valid && good.delete(secret)}
      if (now() - global.start >= MINUTE_MS) Object.assign(global, {start: now(), started: 0})
      const own = windowOf(client)
      if (own.started >= perMinute || global.started >= globalPerMinute) return null
      own.started++
      global.started++
      const [ownStart, globalStart] = [own.start, global.start]
      return {
        settle(valid) {
          if (!valid) return
          // A secret that checked out does not count against the budget for wrong ones.
          if (ownStart === own.start) own.started--
          if (globalStart === global.start) global.started--
          remember(secret)
        },
      }
    },
    /**
     * Past the budget: whether the secret is among those that exist (`list` reads them from the Lake).
     * A secret found gets a ticket outside the budget; one not on the last list waits for a list read
     * that starts after it arrived (at most one read every LIST_INTERVAL_MS, shared).
     */
    async existing(secret: string, list: () => Promise<string[]>): Promise<LookupTicket | null> {
      const ticket = {settle: (valid: boolean) => valid && remember(secret)}
      if (lastList.has(secret)) return ticket
      const arrived = now()
      if (!next || next.at < arrived) {
        const at = Math.max(arrived, lastStart + LIST_INTERVAL_MS)
        lastStart = at
        const read = new Promise((resolve) => setTimeout(resolve, at - now()))
          .then(list)
          .then(
            (secrets) => new Set(secrets),
            () => new Set<string>(),
          )
          .then((secrets) => (lastList = secrets))
        next = {at, secrets: read}
      }
      return (await next.secrets).has(secret) ? ticket : null
    },
    /** Notes a refused request; `unasked` when the budget, not the Content Lake, refused it. */
    refused({unasked = false} = {}) {
      if (summary === null) {
        log(
          '[preview] /api/draft-mode/enable refused a request: wrong, expired or missing secret (further refusals are counted and logged once a minute)',
        )
        summary = setTimeout(flush, MINUTE_MS)
        summary.unref?.()
        return
      }
      refusals.total++
      if (unasked) refusals.unasked++
    },
  }
}
