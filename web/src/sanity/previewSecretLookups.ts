/**
 * What guessing the preview secret costs the site: nothing it could run out of. Each check of a secret
 * at /api/draft-mode/enable is an uncached Content Lake query with the read token, on the API quota the
 * site's re-renders need; guesses cannot win (the secret is 128-bit) but could burn that quota. So
 * secrets the site has not seen check out get at most WRONG_SECRET_LOOKUPS_PER_MINUTE lookups a
 * minute (a lookup is counted when it starts, so a burst of parallel guesses is bounded too); past that
 * a secret is refused without asking (429) until the minute is over. A secret that checked out is
 * remembered for its lifetime and always looked up, so editors already previewing are not locked out
 * by someone else's guesses.
 *
 * Refusals are logged without flooding the log: the first one at once, then one line a minute with
 * the count while they keep coming.
 */
import {SECRET_TTL} from '@sanity/preview-url-secret/constants'

export const WRONG_SECRET_LOOKUPS_PER_MINUTE = 5
const MINUTE_MS = 60_000
const REMEMBERED_SECRETS = 100

export type LookupTicket = {settle(valid: boolean): void}

export function createSecretLookups({
  perMinute = WRONG_SECRET_LOOKUPS_PER_MINUTE,
  now = Date.now,
  log = (line: string) => console.warn(line),
} = {}) {
  let windowStart = -Infinity
  let started = 0
  /** Secrets that checked out, and until when (ms) they are remembered. */
  const good = new Map<string, number>()
  let refusals = {total: 0, unasked: 0}
  let summary: ReturnType<typeof setTimeout> | null = null

  function flush() {
    if (refusals.total === 0) {
      summary = null
      return
    }
    const unasked = refusals.unasked
      ? ` (${refusals.unasked} without asking the Content Lake: over ${perMinute} wrong secrets a minute)`
      : ''
    log(
      `[preview] /api/draft-mode/enable refused ${refusals.total} requests in the last minute: wrong, expired or missing secrets${unasked}`,
    )
    refusals = {total: 0, unasked: 0}
    summary = setTimeout(flush, MINUTE_MS)
    summary.unref?.()
  }

  return {
    /** A lookup of this secret may start (settle it with the outcome), or null when the minute's budget is spent. */
    reserve(secret: string): LookupTicket | null {
      if ((good.get(secret) ?? 0) > now()) return {settle: (valid) => !valid && good.delete(secret)}
      if (now() - windowStart >= MINUTE_MS) {
        windowStart = now()
        started = 0
      }
      if (started >= perMinute) return null
      started++
      const window = windowStart
      return {
        settle(valid) {
          if (!valid) return
          // A secret that checked out does not count against the budget for wrong ones.
          if (window === windowStart) started--
          good.delete(secret)
          good.set(secret, now() + SECRET_TTL * 1000)
          if (good.size > REMEMBERED_SECRETS) good.delete(good.keys().next().value!)
        },
      }
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
