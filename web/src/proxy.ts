/**
 * Next 16's proxy (formerly middleware): what runs inside Next, before any route, on every host
 * (under `pnpm start` after the request gate, security/requestGate.ts; on hosts that run Next
 * themselves, alone). What it alone does:
 * - makes the site's redirects (the ones editors make in the Studio, trailing slashes: routing/redirects.ts),
 *   with the security headers: next.config redirects() are answered before headers() apply;
 * - answers 400 to a path that is not valid percent-encoding (`/beacon/%zz`) and drops a Range header:
 *   Next answers both by rendering a pages-router error page (`/400`, `/416`) an App Router build
 *   does not have, a bare 500;
 * - decides whether draft mode is honoured: Next's draft-mode cookie reaches Next only next to a
 *   valid, unrevoked preview pass of the site's own (security/previewPass.ts), so an old, copied or
 *   ended pass gets the published, cached page like any visitor.
 * - answers a slugged address no document has, now or before (`/pilot/made-up`), with the prerendered
 *   not-found page and 404, without rendering (routing/madeUpAddresses.ts): a made-up slug costs what
 *   a cached page does. An editor's preview goes on to the route, which knows drafts.
 * It also refuses methods an address does not answer (security/methods.ts decides which), which the
 * gate has already done under `pnpm start`: this is the refusal for hosts without the gate.
 * Its own answers carry the security headers here; next.config's headers() only reach answers Next makes.
 */
import {NextResponse, type NextRequest} from 'next/server'
import {isMadeUpAddress} from './routing/madeUpAddresses'
import {redirectFor} from './routing/redirects'
import {securityHeaders} from './security/headers'
import {isLivePreviewPass} from './security/passRevocation'
import {DRAFT_MODE_COOKIE, PREVIEW_PASS_COOKIE, withoutCookie} from './security/previewPass'
import {refusal} from './security/methods'

/** The not-found page the build prerenders (app/not-found.tsx), served from the cache as any page. */
const NOT_FOUND_PAGE = '/_not-found'

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
  if (!previewing && (await isMadeUpAddress(pathname))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), {status: 404})
  }
  if (request.headers.has('range') || cookies !== null) {
    const requestHeaders = new Headers(request.headers)
    // Ranges only matter for large media, which this site does not serve itself (videos are on
    // YouTube). Serving the whole file is always a correct answer to a Range request.
    requestHeaders.delete('range')
    if (cookies) requestHeaders.set('cookie', cookies)
    else if (cookies === '') requestHeaders.delete('cookie')
    return NextResponse.next({request: {headers: requestHeaders}})
  }
  return NextResponse.next()
}

export const config = {
  // Not the publish webhook: Next waits for the whole request body before it runs a route behind the
  // proxy, so a client trickling a body would hold the request again, before the webhook could refuse it.
  matcher: ['/((?!api/revalidate$).*)'],
}
