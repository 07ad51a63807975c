/**
 * Workarounds for two Next.js 16.4 bugs in what it stores for pages that render on demand, wrapped
 * around either cache handler. Reproduced in docs/architecture.md#framework-workarounds; each has a
 * canary in e2e/next-workarounds.spec.ts that fails the day an upgrade fixes it: then remove it here.
 * - Next stores a 404 for every made-up slug (vercel/next.js#63483): a 404 is stored only where a page
 *   was stored before (a deleted document's page).
 * - A redirect rendered in the background is stored without its Location (no upstream issue found): the
 *   header is put back from the redirect digest in the stored page's flight data.
 */

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE'])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
/** The digest of Next's redirect error, which the page's flight data carries: `NEXT_REDIRECT;replace;/to;308;`. */
const REDIRECT_DIGEST = /NEXT_REDIRECT;(?:push|replace);([^;"\\]+);(\d{3});/

/** True for the rendered response of a page or route handler that answered 404. */
export function isNotFoundResponse(data) {
  return Boolean(data && RESPONSE_KINDS.has(data.kind) && data.status === 404)
}

/** The stored page with its Location header, when it is a redirect that lost it; otherwise as given. */
export function withRedirectLocation(data) {
  if (!data || data.kind !== 'APP_PAGE' || !REDIRECT_STATUSES.has(data.status) || typeof data.html !== 'string') return data
  if (data.headers?.location) return data
  const match = REDIRECT_DIGEST.exec(data.html)
  return match && Number(match[2]) === data.status ? {...data, headers: {...data.headers, location: match[1]}} : data
}

/** `Base`: a cache handler class (get/set/revalidateTag), e.g. Next's own file-system cache. */
export function withoutNewNotFoundPages(Base) {
  return class NotFoundAwareCache extends Base {
    async set(key, data, ctx) {
      if (isNotFoundResponse(data)) {
        const existing = await this.get(key, {kind: data.kind, isRoutePPREnabled: ctx?.isRoutePPREnabled, isFallback: false}).catch(
          () => null,
        )
        if (!existing) return
      }
      return super.set(key, withRedirectLocation(data), ctx)
    }
  }
}
