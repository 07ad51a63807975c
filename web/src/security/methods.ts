/**
 * Which HTTP methods each address answers, read by the request gate (requestGate.ts) and the proxy (proxy.ts).
 * The one write is the webhook's POST; /api/live-status also answers its CORS preflight. The site has no server
 * actions (the preview mounts none: components/preview/PreviewOverlays.tsx), so any other POST is refused.
 */

/** The only address that takes a write, and the methods it answers. */
const WEBHOOK_PATH = '/api/revalidate'
const WEBHOOK_METHODS = ['POST'] as const

/** What every other address answers. */
const READ_METHODS = ['GET', 'HEAD'] as const

/** The Studio reads this address from its own origin: browsers ask first (a CORS preflight). */
const LIVE_STATUS_PATH = '/api/live-status'
const LIVE_STATUS_METHODS = [...READ_METHODS, 'OPTIONS'] as const

/** Every method some address answers, plus OPTIONS for `OPTIONS *` (the server's own capabilities). */
export const SERVER_ALLOW = [...READ_METHODS, ...WEBHOOK_METHODS, 'OPTIONS'].join(', ')

/** The methods an address (its path, with or without a query) answers. */
export function methodsOf(target: string): readonly string[] {
  const path = target.split('?', 1)[0]
  return path === WEBHOOK_PATH ? WEBHOOK_METHODS : path === LIVE_STATUS_PATH ? LIVE_STATUS_METHODS : READ_METHODS
}

/** The Allow header of the 405 to this request, or null when the address answers its method. */
export function refusal(method: string | undefined, target: string): {allow: string} | null {
  const methods = methodsOf(target)
  return methods.includes(method ?? '') ? null : {allow: methods.join(', ')}
}
