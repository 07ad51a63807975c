/**
 * The request gate (Next 16's proxy, formerly middleware): it answers the requests Next would
 * otherwise fail on, and makes the site's redirects, before any route runs. Every answer made here
 * carries the security headers, which next.config's headers() only adds to answers Next makes itself.
 *
 * Why here: Next answers a path that is not valid percent-encoding (`/beacon/%zz`) or a Range it
 * cannot satisfy by rendering a pages-router error page (`/400`, `/416`); an App Router build has
 * none, so that render fails and the visitor gets a bare 500. And next.config redirects() are
 * answered before headers() apply, so they went out without the security headers.
 *
 * It is also where draft mode is allowed or not: Next's draft-mode cookie reaches Next only next to a
 * valid preview pass of the site's own (security/previewPass.ts), so an old or copied cookie gets the
 * published, cached page like any visitor.
 */
import {NextResponse, type NextRequest} from 'next/server'
import {redirectFor} from './routing/redirects'
import {securityHeaders} from './security/headers'
import {DRAFT_MODE_COOKIE, PREVIEW_PASS_COOKIE, isValidPreviewPass, withoutCookie} from './security/previewPass'
import {PAGE_ALLOW, writesToPage} from './security/methods'

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
  if (await isValidPreviewPass(request.cookies.get(PREVIEW_PASS_COOKIE)?.value)) return null
  return withoutCookie(request.headers.get('cookie') ?? '', DRAFT_MODE_COOKIE)
}

/** Unknown methods never get here: the custom server's gate (security/requestGate.ts) answers them. */
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
  if (writesToPage(request.method, pathname)) {
    // Next reads a multipart POST to a page as a server action and fails on a malformed one with a
    // 500; with no actions on this site, a page answers 405 to anything but reading. Under
    // `pnpm start` (web/server.ts) the request gate answers these first, before Next reads the body; this stays for
    // hosts that run the site without it.
    return withSecurityHeaders(new NextResponse(null, {status: 405, headers: {Allow: PAGE_ALLOW}}))
  }
  const target = redirectFor(pathname)
  if (target) {
    // A plain URL: NextURL would put back the trailing slash the request had.
    const url = new URL(target + request.nextUrl.search, request.url)
    return withSecurityHeaders(NextResponse.redirect(url, 308))
  }
  const cookies = await cookiesWithoutUnpassedDraftMode(request)
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
