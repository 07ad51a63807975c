/**
 * The edges the site can purge by tag (Varnish with xkey, Fastly, Cloudflare), chosen by environment
 * variables (README, Deploying step 5), and how each is spoken to, as its documentation gives it. Read by
 * edge/headers.ts, edge/purge.mjs and the cache handlers. FASTLY_API_URL and CLOUDFLARE_API_URL are for
 * the tests' stand-ins. Cloudflare's purge by tag has no soft mode: a purged page is gone there.
 */

/** A day at the edge, served stale while it fetches again for a minute, and for a day while the site is down. */
export const EDGE_LIFETIME = 'max-age=86400, stale-while-revalidate=60, stale-if-error=86400'

/** The least of the edges' header sizes (Varnish's default http_resp_hdr_len). */
const HEADER_BYTES = 8000

const json = (body) => ({body: JSON.stringify(body), headers: {'content-type': 'application/json'}})

const EDGES = {
  varnish: {
    configured: (env) => Boolean(env.VARNISH_PURGE_URL),
    keyHeader: 'xkey',
    separator: ' ',
    lifetimeHeader: 'Surrogate-Control',
    keysPerCall: 256,
    purgeRequest: (env, keys) => ({url: env.VARNISH_PURGE_URL, init: {method: 'PURGE', headers: {'xkey-purge': keys.join(' ')}}}),
  },
  fastly: {
    configured: (env) => Boolean(env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN),
    keyHeader: 'Surrogate-Key',
    separator: ' ',
    lifetimeHeader: 'Surrogate-Control',
    keysPerCall: 256,
    purgeRequest: (env, keys) => {
      const {body, headers} = json({surrogate_keys: keys})
      const api = env.FASTLY_API_URL || 'https://api.fastly.com'
      return {
        url: `${api}/service/${encodeURIComponent(env.FASTLY_SERVICE_ID)}/purge`,
        // Soft: purged pages stay, stale, to answer while the site cannot.
        init: {
          method: 'POST',
          body,
          headers: {...headers, 'Fastly-Key': env.FASTLY_API_TOKEN, 'Fastly-Soft-Purge': '1', accept: 'application/json'},
        },
      }
    },
  },
  cloudflare: {
    configured: (env) => Boolean(env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN),
    keyHeader: 'Cache-Tag',
    separator: ',',
    // Cloudflare's own variant of CDN-Cache-Control: read by Cloudflare only, never passed on.
    lifetimeHeader: 'Cloudflare-CDN-Cache-Control',
    keysPerCall: 30,
    purgeRequest: (env, keys) => {
      const {body, headers} = json({tags: keys})
      const api = env.CLOUDFLARE_API_URL || 'https://api.cloudflare.com/client/v4'
      return {
        url: `${api}/zones/${encodeURIComponent(env.CLOUDFLARE_ZONE_ID)}/purge_cache`,
        init: {method: 'POST', body, headers: {...headers, authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`}},
      }
    },
  },
}

/** The configured CDN ({name, …} as above; the first of this file's order if several are), or null: without one, pages' headers stay as they are. */
export function edgeFromEnv(env) {
  const configured = Object.entries(EDGES).filter(([, edge]) => edge.configured(env))
  if (configured.length === 0) return null
  const [name, edge] = configured[0]
  return {name, ...edge, headerBytes: HEADER_BYTES}
}

/** A cache tag usable as a key at every CDN: letters, digits and `:._-` (a slug's tag is `pilot:givify`). */
const USABLE_KEY = /^[A-Za-z0-9:._-]{1,256}$/

/** Next's implicit tags (`_N_T_/pilot/givify`): the site never revalidates by path. */
const IMPLICIT_TAG = '_N_T_'

/**
 * The keys a page goes out with, from its render's tags (comma-separated), or null (then the short
 * lifetime). A tag that cannot be a key loses nothing: its publish purges the site's tag (sanity/tags.ts).
 * Too many to fit the header: a document's key (`pilot:givify`) gives way to its type's; then none.
 */
export function edgeKeys(tags, edge) {
  if (!tags) return null
  const usable = [...new Set(tags.split(',').map((tag) => tag.trim()))].filter(
    (tag) => USABLE_KEY.test(tag) && !tag.startsWith(IMPLICIT_TAG),
  )
  if (usable.length === 0) return null
  const fits = (keys) => Buffer.byteLength(keys.join(edge.separator)) <= edge.headerBytes
  if (fits(usable)) return usable
  const collapsed = [...new Set(usable.map((tag) => (/^[A-Za-z]+:/.test(tag) && !tag.startsWith('addresses:') ? tag.split(':')[0] : tag)))]
  return fits(collapsed) ? collapsed : null
}
