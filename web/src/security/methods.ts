/**
 * Which HTTP methods the site answers, written once for the two places that refuse the others: the
 * request gate in front of Next (security/requestGate.ts, run by web/server.ts) and the proxy (proxy.ts), which does
 * the same on hosts that run the site without the gate.
 */

/** The methods the site's routes know; each route still answers 405 to those it does not take. */
export const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The Allow header of a 405 to a method the site does not know (and of the answer to `OPTIONS *`). */
export const KNOWN_ALLOW = [...KNOWN_METHODS].join(', ')

/**
 * Pages only answer reading; only /api routes take other methods. The site has no server actions of
 * its own, and the preview's Visual Editing is mounted without next-sanity's two
 * (components/preview/PreviewOverlays.tsx).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD'])

/** The Allow header of a page's 405. */
export const PAGE_ALLOW = [...PAGE_METHODS].join(', ')

/** Whether a request asks a page (anything outside /api/) to do something other than be read. */
export function writesToPage(method: string | undefined, path: string) {
  return !PAGE_METHODS.has(method ?? '') && !path.startsWith('/api/')
}
