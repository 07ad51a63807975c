/**
 * Workarounds for two Next.js 16.4 bugs in what it stores for slugged pages that render on demand
 * (dynamicParams). Each is reproduced in docs/architecture.md#framework-workarounds and has a canary
 * in e2e/next-workarounds.spec.ts that fails the day an upgrade fixes it: then remove it here.
 *
 * - Requests for addresses that never had a page must not fill the server's cache
 *   (vercel/next.js#63483). Next stores every render, a 404 included, under its address: a crawler
 *   asking for a million made-up slugs would write a million pages to disk. A 404 is stored only
 *   where a page was stored before (a deleted document's page must be replaced by its 404); elsewhere
 *   it is rendered again on the next request, which is cheap (the address list it checks is one
 *   cached entry).
 * - A page that becomes a redirect when it is re-rendered in the background (an earlier slug after a
 *   rename, 308) is stored without its Location header (no upstream issue found; the reproduction is
 *   in the docs), so every later visit got a 308 leading nowhere. The header is put back from the
 *   redirect the stored page itself carries (Next's redirect digest in its flight data); the day Next
 *   writes that digest differently, the rename test of e2e/editors.spec.ts fails.
 *
 * Wraps any Next cache handler class, so a shared (e.g. Redis) handler can use it too. Plain
 * JavaScript: Next imports its cache handler at run time, outside the app's build.
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
