/**
 * How the webhook and the catch-up mark a page stale.
 * - Under the site's own server (web/server.ts names its origin in SITE_OWN_ORIGIN) with no CDN to
 *   purge: 'max'. The server renders a publish's pages itself right after (src/live/), so a visitor gets
 *   the previous page only until then, and never a render that failed.
 * - Behind a CDN (cdns.mjs): expired at once, so the CDN's request that follows the purge gets the new
 *   page; served the previous one, the CDN would keep it for a day.
 * - On a host that runs Next itself (no SITE_OWN_ORIGIN): expired at once too, as nothing renders ahead
 *   there: the next visitor's request renders the new page.
 */
import {edgeFromEnv, type Env} from './cdns.mjs'

export const revalidationProfile = (env: Env = process.env): 'max' | {expire: number} =>
  edgeFromEnv(env) || !env.SITE_OWN_ORIGIN ? {expire: 0} : 'max'
