/**
 * How long the publish webhook waits before it revalidates: Sanity's Content Lake is eventually
 * consistent, so a query sent at once could still read the previous version.
 */
export const CONSISTENCY_WAIT_MS = 3_000

/**
 * The longest a CDN that honours the pages' Cache-Control (caching/cachePolicy.ts) may serve a page
 * after its publish; it must stay within a minute. The webhook waits CONSISTENCY_WAIT_MS; the edge
 * still holds a copy fetched just before the revalidation, fresh for `sharedMaxAge`; the site answers
 * the first request after a revalidation with the previous page while it re-renders (revalidateTag's
 * stale-while-revalidate), and the edge may be that first request, so it keeps the previous page one
 * more shared lifetime, and then serves it stale for up to `staleWhileRevalidate` while it fetches
 * the new one.
 */
export function edgeStalenessAfterPublishS({sharedMaxAge, staleWhileRevalidate}: {sharedMaxAge: number; staleWhileRevalidate: number}) {
  return CONSISTENCY_WAIT_MS / 1000 + 2 * sharedMaxAge + staleWhileRevalidate
}
