/**
 * How the webhook and the catch-up mark a page stale: expired at once (`{expire: 0}`), so the request
 * that follows a revalidation waits for the new page instead of getting the previous one while it
 * renders ('max'), whether a visitor's or, behind a CDN, the CDN's after its purge (served the previous
 * page, the CDN would keep it for a day). Nobody waits in practice: the site renders a publish's pages
 * itself right after (live/publishes.ts), and the rest render on their first visit.
 */
export const revalidationProfile = (): {expire: number} => ({expire: 0})
