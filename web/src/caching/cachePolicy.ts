/**
 * What shared caches (a CDN, a proxy) may keep. Pages: a short shared lifetime plus as long again
 * served stale while the CDN fetches the new version; browsers always ask again. Hashed build files
 * (/_next/static) keep Next's own "a year, immutable": their names change when they do. How late a
 * publish can then reach the edge is publish/consistencyWait.ts's edgeStalenessAfterPublishS.
 */
export const PAGE_SHARED_MAX_AGE_S = 15
export const PAGE_STALE_WHILE_REVALIDATE_S = 15

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`

/** Paths that keep Next's own Cache-Control: hashed build output, optimised images, the webhook. */
export const PAGE_CACHE_SOURCE = '/:path((?!_next/static/|_next/image|api/).*)'
