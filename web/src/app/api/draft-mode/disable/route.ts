/** Leaves draft mode (the "Preview: exit" bar links here): the cookies go, the editor lands on the published Home page. */
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {cookies, draftMode} from 'next/headers'
import {PREVIEW_PASS_COOKIE} from '@/security/previewPass'

export async function GET() {
  const mode = await draftMode()
  mode.disable()
  const jar = await cookies()
  jar.delete(perspectiveCookieName)
  jar.delete(PREVIEW_PASS_COOKIE)
  // A relative address: behind a proxy the request's own URL may name an internal host.
  return new Response(null, {status: 307, headers: {location: '/'}})
}
