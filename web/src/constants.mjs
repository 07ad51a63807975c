/**
 * The values the bundled code and the plain-JS modules Next loads outside the bundles (caching/, edge/,
 * redis/, live/*.mjs) must agree on, written once; typed by constants.d.mts.
 */

/** The cache tag every fetch carries (sanity/tags.ts): revalidating or purging it reaches every page. */
export const SITE_TAG = 'sanity'

/** How often the site catches up with the Content Lake when SITE_CATCH_UP_INTERVAL_S is not set. */
export const DEFAULT_CATCH_UP_INTERVAL_S = 15

/** The catch-up's interval (SITE_CATCH_UP_INTERVAL_S, else the default); also paces the edge's purge retries. */
export function catchUpIntervalMs(env) {
  const seconds = Number(env.SITE_CATCH_UP_INTERVAL_S)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_CATCH_UP_INTERVAL_S) * 1000
}

/** What every key the site writes to the shared Redis starts with (REDIS_KEY_PREFIX, default `site:`). */
export const redisKeyPrefix = (env = process.env) => env.REDIS_KEY_PREFIX || 'site:'
