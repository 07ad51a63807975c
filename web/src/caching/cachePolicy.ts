/**
 * What shared caches (a CDN, a proxy) may keep, as next.config's headers() rules. Pages: a short shared
 * lifetime, as long again stale while revalidating, a day stale-if-error; browsers always ask again.
 * Anything a CDN would key wrongly on its address alone (flight data, the 307 Next sends before it,
 * Next's internal addresses) is never stored. How late a publish can reach the edge: edgeStalenessAfterPublishS.
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

/** Cache-Control rules; a later rule wins, and wins over Next's own, so no answer to such a request (a redirect included) is stored. */
export function cacheControlRules(): HeaderRule[] {
  const notAPage = [{key: 'Cache-Control', value: NOT_A_PAGE_CACHE_CONTROL}]
  return [
    {source: PAGE_CACHE_SOURCE, missing: NOT_THE_PAGE, headers: [{key: 'Cache-Control', value: PAGE_CACHE_CONTROL}]},
    ...NOT_THE_PAGE.map((marker) => ({source: '/:path*', has: [marker], headers: notAPage})),
    {source: NEXT_INTERNAL_SOURCE, headers: notAPage},
  ]
}
