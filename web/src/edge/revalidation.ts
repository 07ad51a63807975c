/**
 * How the webhook and the catch-up invalidate a page (publish/invalidate.ts). Under the site's own server
 * (SITE_OWN_ORIGIN) with no edge: 'max', stale, as src/live/ renders it right after. Behind an edge, or on
 * a host that runs Next itself: expired at once, else the edge (or the next visitor) gets the previous page.
 */
import {edgeFromEnv, type Env} from './cdns.mjs'

export const revalidationProfile = (env: Env = process.env): 'max' | {expire: number} =>
  edgeFromEnv(env) || !env.SITE_OWN_ORIGIN ? {expire: 0} : 'max'
