/**
 * What shared caches (a CDN, a proxy) may keep. Pages: a short shared lifetime plus as long again
 * served stale while the CDN fetches the new version, and a day served stale while the site cannot
 * answer (stale-if-error, RFC 5861: a CDN keeps answering through an outage); browsers always ask again. Hashed build files
 * (/_next/static) keep Next's own "a year, immutable": their names change when they do.
 *
 * How late a publish can then reach the edge is publish/consistencyWait.ts's edgeStalenessAfterPublishS.
 *
 * Only the page itself gets that policy. A CDN keys a stored answer on the address (and on the request
 * headers the answer names in `Vary`), so an answer that depends on anything else must not be stored
 * there: a client-side navigation's flight data and the redirect Next sends before it (a request with
 * `RSC: 1` but no `_rsc` query: a 307 without Vary, which a CDN would store as the page), and Next's
 * internal addresses (/_next/data/…, /_global-error's 500, /_not-found).
 */
import type {NextConfig} from 'next'
import {NOT_FOUND_PAGE} from '@site/routes'

const PAGE_SHARED_MAX_AGE_S = 15
const PAGE_STALE_WHILE_REVALIDATE_S = 15
const PAGE_STALE_IF_ERROR_S = 86_400

const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}, stale-if-error=${PAGE_STALE_IF_ERROR_S}`

/** What a shared cache may never keep: answers that are not the page at their address. */
export const NOT_A_PAGE_CACHE_CONTROL = 'private, no-store'

/** Pages: everything but Next's own addresses (/_next/…, /_global-error, /_not-found) and the API routes. */
const PAGE_CACHE_SOURCE = `/:path((?!_next/|_global-error|${NOT_FOUND_PAGE.slice(1)}|api/).*)`

/** Next's addresses that are not pages; hashed build files (/_next/static) keep their "a year, immutable". */
const NEXT_INTERNAL_SOURCE = `/:path(_next/(?!static/).*|_global-error.*|${NOT_FOUND_PAGE.slice(1)}.*)`

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * What marks a request whose answer is not the page at its address, though Next maps it to a page:
 * flight data for a client-side navigation or prefetch (an `RSC` header or an `_rsc` query), and
 * /_next/data/<build>/<page>.json, which Next marks with `x-nextjs-data` once it has mapped it to the
 * page (a visitor's own x-nextjs-data never gets that far: security/internalHeaders.ts).
 */
const NOT_THE_PAGE: NonNullable<HeaderRule['has']> = [
  {type: 'header', key: 'rsc'},
  {type: 'query', key: '_rsc'},
  {type: 'header', key: 'x-nextjs-data'},
]

/**
 * next.config headers() rules for Cache-Control. A later rule wins over an earlier one for the same
 * header, and a Cache-Control set here wins over Next's own, so every answer to such a request,
 * a redirect included, leaves no copy at a shared cache.
 */
export function cacheControlRules(): HeaderRule[] {
  const notAPage = [{key: 'Cache-Control', value: NOT_A_PAGE_CACHE_CONTROL}]
  return [
    {source: PAGE_CACHE_SOURCE, missing: NOT_THE_PAGE, headers: [{key: 'Cache-Control', value: PAGE_CACHE_CONTROL}]},
    ...NOT_THE_PAGE.map((marker) => ({source: '/:path*', has: [marker], headers: notAPage})),
    {source: NEXT_INTERNAL_SOURCE, headers: notAPage},
  ]
}
