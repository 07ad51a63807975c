/**
 * Changes an editor's preview perspective when the Presentation tool's overlays ask (PreviewOverlays.tsx), by
 * writing next-sanity's perspective cookie as its `perspectiveChangeAction` would: that action is a POST to the
 * page, which security/methods.ts refuses. Only in a live preview (sanity/draftMode.ts), only from the site's or
 * the Studio's pages (security/sameSiteRequest.ts); a value that names no perspective gets 400.
 */
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {cookies} from 'next/headers'
import {isPreviewing} from '@/sanity/draftMode'
import {parsePreviewPerspective, perspectiveCookieValue} from '@/sanity/previewPerspective'
import {isFromSiteOrStudio} from '@/security/sameSiteRequest'

/** next-sanity's mark of a preview whose cookies live in the Studio frame's partition (CHIPS). */
const PARTITIONED_MARK = 'sanity-preview-partitioned'

const text = (status: number, body: string) =>
  new Response(body, {status, headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store'}})

export async function GET(request: Request) {
  if (!isFromSiteOrStudio(request.headers)) return text(403, 'A preview’s perspective can only be changed from this site or its Studio.')
  if (!(await isPreviewing()))
    return text(403, 'Only an editor’s preview has a perspective: open the page from the Studio’s Presentation tool.')
  const asked = new URL(request.url).searchParams.get('perspective') ?? undefined
  const perspective = parsePreviewPerspective(asked)
  if (!perspective) {
    return text(400, 'Not a perspective: give “published”, “drafts”, or release names separated by commas (“rSummit,drafts”).')
  }
  const value = perspectiveCookieValue(perspective)
  const jar = await cookies()
  const changed = jar.get(perspectiveCookieName)?.value !== value
  if (changed) {
    const secure = process.env.NODE_ENV === 'production'
    jar.set({
      name: perspectiveCookieName,
      value,
      httpOnly: true,
      path: '/',
      secure,
      sameSite: secure ? 'none' : 'lax',
      partitioned: secure && jar.has(PARTITIONED_MARK),
    })
  }
  return Response.json({perspective: value, changed}, {headers: {'cache-control': 'private, no-store'}})
}
