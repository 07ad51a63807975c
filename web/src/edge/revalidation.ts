/**
 * How the webhook and the catch-up mark a page stale. Without a CDN to purge: 'max', the next visitor
 * gets the previous page while the new one renders. With one (edges.mjs): expired at once, so the
 * CDN's request that follows the purge gets the new page; served the previous one, the CDN would keep
 * it for a day. Only the CDN's one request per page waits for the render.
 */
import {edgeFromEnv, type Env} from './edges.mjs'

export const revalidationProfile = (env: Env = process.env): 'max' | {expire: number} => (edgeFromEnv(env) ? {expire: 0} : 'max')
