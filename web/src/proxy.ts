/**
 * Next's proxy: what runs inside Next before any route, on every host (under `pnpm start` after the
 * request gate, security/requestGate.ts). It makes the site's redirects (addresses/redirects.ts: with
 * the security headers, which next.config redirects() would lack); answers 400 to a path that is not
 * valid percent-encoding and drops Range (Next would render a missing `/400` or `/416`: a 500); lets
 * Next's draft-mode cookie through only next to a live preview pass (security/previewPass.ts); answers
 * a made-up slug or page number with the prerendered not-found page, without rendering
 * (addresses/madeUpAddresses.ts); sends an editor's preview of a page made in the Studio to its own
 * route (PAGE_PREVIEW); and refuses methods an address does not answer (security/methods.ts), for
 * hosts without the gate. Its own answers carry the security headers.
 */
import {NextResponse, type NextRequest} from 'next/server'
import {NOT_FOUND_PAGE, sluggedAddressOf} from '@site/routes'
import {isMadeUpAddress} from './addresses/madeUpAddresses'
import {redirectFor} from './addresses/redirects'
import {securityHeaders} from './security/headers'
import {isLivePreviewPass} from './security/passRevocation'
import {DRAFT_MODE_COOKIE, PREVIEW_PASS_COOKIE, withoutCookie} from './security/previewPass'
import {refusal} from './security/methods'

/**
 * The route of an editor's preview of a page made in the Studio (app/page-preview/[slug]): in draft
 * mode `/{slug}` is rewritten there, so the address stays the page's own. A route of its own because
 * Next 16.4 gives a page a script for every client module it imports, rendered or not
 * (vercel/next.js#96042): the visitor's route (app/[slug]) imports none of the preview's code.
 */
const PAGE_PREVIEW = '/page-preview'

const isPagePreviewRoute = (pathname: string) => pathname === PAGE_PREVIEW || pathname.startsWith(`${PAGE_PREVIEW}/`)

/** The preview route's address for a page made in the Studio (`/x` → `/page-preview/x`, not its share image), else null. */
function pagePreviewOf(request: NextRequest): URL | null {
  const {pathname, search} = request.nextUrl
  if (sluggedAddressOf(pathname)?.type !== 'page' || pathname.lastIndexOf('/') !== 0) return null
  return new URL(`${PAGE_PREVIEW}${pathname}${search}`, request.url)
}

const headers = securityHeaders({dev: process.env.NODE_ENV !== 'production'})

/** Answers made here are not pages: no shared cache keeps them (next.config's page policy would). */
function withSecurityHeaders(response: NextResponse) {
  for (const {key, value} of headers) response.headers.set(key, value)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The Cookie header without Next's draft-mode cookie when no valid preview pass goes with it; else null. */
async function cookiesWithoutUnpassedDraftMode(request: NextRequest): Promise<string | null> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return null
  if (await isLivePreviewPass(request.cookies.get(PREVIEW_PASS_COOKIE)?.value)) return null
  return withoutCookie(request.headers.get('cookie') ?? '', DRAFT_MODE_COOKIE)
}

export async function proxy(request: NextRequest) {
  const {pathname} = request.nextUrl
  if (!isDecodable(pathname)) {
    return withSecurityHeaders(
      new NextResponse('Bad Request: the address is not valid percent-encoding.', {
        status: 400,
        headers: {'content-type': 'text/plain; charset=utf-8'},
      }),
    )
  }
  const refused = refusal(request.method, pathname)
  if (refused) return withSecurityHeaders(new NextResponse(null, {status: 405, headers: {Allow: refused.allow}}))
  const redirect = await redirectFor(pathname)
  if (redirect) {
    // A plain URL: NextURL would put back the trailing slash the request had. A query string goes on
    // to a page of this site, never to an outside address.
    const url = new URL(redirect.location + (redirect.keepsQuery ? request.nextUrl.search : ''), request.url)
    return withSecurityHeaders(NextResponse.redirect(url, redirect.status))
  }
  const cookies = await cookiesWithoutUnpassedDraftMode(request)
  const previewing = cookies === null && request.cookies.has(DRAFT_MODE_COOKIE)
  // The preview route is for editors only: to anyone else it is an address like a made-up one.
  if (!previewing && (isPagePreviewRoute(pathname) || (await isMadeUpAddress(pathname)))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), {status: 404})
  }
  const preview = previewing ? pagePreviewOf(request) : null
  // In draft mode, a request for the preview route itself is Next fetching that rewrite over HTTP
  // instead of rendering it, as it does when started with `-H 127.0.0.1` (vercel/next.js#94745), or an
  // editor typing the address. Answered uncompressed: the outer answer hashes the page's scripts into
  // its Content-Security-Policy (security/scriptPolicy.ts), which it cannot do in a compressed page.
  const uncompressed = previewing && isPagePreviewRoute(pathname)
  if (request.headers.has('range') || cookies !== null || uncompressed) {
    const requestHeaders = new Headers(request.headers)
    // Ranges only matter for large media, which this site does not serve itself (videos are on
    // YouTube). Serving the whole file is always a correct answer to a Range request.
    requestHeaders.delete('range')
    if (uncompressed) requestHeaders.delete('accept-encoding')
    if (cookies) requestHeaders.set('cookie', cookies)
    else if (cookies === '') requestHeaders.delete('cookie')
    const init = {request: {headers: requestHeaders}}
    return preview ? NextResponse.rewrite(preview, init) : NextResponse.next(init)
  }
  return preview ? NextResponse.rewrite(preview) : NextResponse.next()
}

export const config = {
  // Not the publish webhook: Next waits for the whole request body before it runs a route behind the
  // proxy, so a client trickling a body would hold the request again, before the webhook could refuse it.
  matcher: ['/((?!api/revalidate$).*)'],
}
