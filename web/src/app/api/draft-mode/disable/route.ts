/** Leaves draft mode (the "Preview: exit" bar links here): the cookies go, the editor lands on the published Home page. */
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {cookies, draftMode} from 'next/headers'

export async function GET() {
  const mode = await draftMode()
  mode.disable()
  const jar = await cookies()
  jar.delete(perspectiveCookieName)
  // A relative address: behind a proxy the request's own URL may name an internal host.
  return new Response(null, {status: 307, headers: {location: '/'}})
}
