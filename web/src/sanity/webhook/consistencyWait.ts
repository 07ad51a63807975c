/**
 * How long the publish webhook waits before it revalidates: Sanity's Content Lake is eventually
 * consistent, so a query sent at once could still read the previous version. The CDN cache policy
 * counts this delay in how late a publish can reach the edge (caching/cachePolicy.ts).
 */
export const CONSISTENCY_WAIT_MS = 3_000
