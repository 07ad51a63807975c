/**
 * The CDNs the site can purge precisely, chosen by the operator with environment variables (README,
 * Deploying step 5), and how each is spoken to, as its documentation gives it:
 * - Varnish with the xkey module (deploy/varnish/default.vcl): VARNISH_PURGE_URL, the edge's own
 *   address. Keys in `xkey`, space-separated; purge: `PURGE` with the keys in `xkey-purge`.
 * - Fastly: FASTLY_SERVICE_ID and FASTLY_API_TOKEN. Keys in `Surrogate-Key`, space-separated; purge:
 *   `POST /service/{id}/purge` with `Fastly-Key`, `Fastly-Soft-Purge: 1` and `{"surrogate_keys": [...]}`
 *   (at most 256 a call).
 * - Cloudflare: CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN. Keys in `Cache-Tag`, comma-separated;
 *   purge: `POST /zones/{id}/purge_cache` with a Bearer token and `{"tags": [...]}` (at most 30 a call).
 *   Cloudflare's purge by tag has no soft mode: a purged page is gone from it, and until the site
 *   answers again its visitors get Cloudflare's error (its stale-if-error applies to what it still keeps).
 * The lifetime a page may be kept there goes in a header only that CDN reads (and does not pass on), so
 * browsers and other shared caches keep reading Cache-Control as without a purge. FASTLY_API_URL and
 * CLOUDFLARE_API_URL exist for the tests' stand-ins of those APIs. Plain JavaScript: the cache handler,
 * which Next loads at run time outside the build, sends the purges.
 */

/** A day at the edge, served stale while it fetches again for a minute, and for a day while the site is down. */
export const EDGE_LIFETIME = 'max-age=86400, stale-while-revalidate=60, stale-if-error=86400'

/** Each CDN's documented bounds: header size (Varnish's default http_resp_hdr_len is the least), keys per purge call. */
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
        // Soft: the purged pages are marked stale, not removed, so Fastly can still answer with them
        // while the site cannot (the lifetime's stale-if-error).
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
 * The keys a page answer goes out with, from the cache tags its render used (comma-separated, as Next
 * stores them), or null when it cannot have any: then the page keeps today's short lifetime. Every
 * page carries the site's tag, so a tag that cannot be a key (a slug with other characters) loses
 * nothing: its publish revalidates the whole site (sanity/tags.ts). When the keys would not fit the
 * CDN's header, a document's key (`pilot:givify`) gives way to its type's (`pilot`), which every
 * publish of that type purges too; if they still do not fit, none.
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
