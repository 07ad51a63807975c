/**
 * What shared caches (a CDN, a proxy) may keep. Pages: a short shared lifetime plus as long again
 * served stale while the CDN fetches the new version; browsers always ask again. Hashed build files
 * (/_next/static) keep Next's own "a year, immutable": their names change when they do.
 *
 * How late a publish can reach a CDN that honours these headers, at worst: the webhook waits for the
 * Content Lake (CONSISTENCY_WAIT_MS); the edge still holds a copy fetched just before the
 * revalidation, fresh for PAGE_SHARED_MAX_AGE_S; the site answers the first request after a
 * revalidation with the previous page while it re-renders (revalidateTag's stale-while-revalidate),
 * and the edge may be that first request, so it keeps the previous page one more shared lifetime, and
 * then serves it stale for up to PAGE_STALE_WHILE_REVALIDATE_S while it fetches the new one.
 */
import {CONSISTENCY_WAIT_MS} from '../sanity/webhook/consistencyWait'

export const PAGE_SHARED_MAX_AGE_S = 15
export const PAGE_STALE_WHILE_REVALIDATE_S = 15

/** The longest a CDN may serve a page after its publish: must stay within a minute. */
export function edgeStalenessAfterPublishS({sharedMaxAge, staleWhileRevalidate}: {sharedMaxAge: number; staleWhileRevalidate: number}) {
  return CONSISTENCY_WAIT_MS / 1000 + 2 * sharedMaxAge + staleWhileRevalidate
}

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`

/** Paths that keep Next's own Cache-Control: hashed build output, optimised images, the webhook. */
export const PAGE_CACHE_SOURCE = '/:path((?!_next/static/|_next/image|api/).*)'
