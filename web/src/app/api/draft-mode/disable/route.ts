/**
 * Leaves draft mode (the "Preview: exit" bar links here): the pass is revoked on every instance
 * (security/passRevocation.ts), so a copy of it shows no draft afterwards; the cookies go, and the
 * editor lands on the published Home page. Only the site's own pages and the Studio's may end a
 * preview (security/sameSiteRequest.ts): another site's link or image gets 403 and changes nothing.
 */
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {cookies, draftMode} from 'next/headers'
import {PREVIEW_PASS_COOKIE} from '@/security/previewPass'
import {revokePreviewPass} from '@/security/passRevocation'
import {isFromSiteOrStudio} from '@/security/sameSiteRequest'

export async function GET(request: Request) {
  if (!isFromSiteOrStudio(request.headers)) {
    return new Response('A preview can only be ended from this site or its Studio.', {
      status: 403,
      headers: {'content-type': 'text/plain; charset=utf-8'},
    })
  }
  const jar = await cookies()
  await revokePreviewPass(jar.get(PREVIEW_PASS_COOKIE)?.value)
  const mode = await draftMode()
  mode.disable()
  jar.delete(perspectiveCookieName)
  jar.delete(PREVIEW_PASS_COOKIE)
  // A relative address: behind a proxy the request's own URL may name an internal host.
  return new Response(null, {status: 307, headers: {location: '/'}})
}
