/**
 * Changes the perspective of an editor's preview when the editor picks another in the Presentation
 * tool (published, drafts, a scheduled draft, a release): the preview's Visual Editing overlays ask
 * here (components/preview/PreviewOverlays.tsx), then refresh the page. It writes next-sanity's own
 * perspective cookie, the one its enable route sets, as its `perspectiveChangeAction` would: that
 * action is a server action posted to the page, and pages here answer reading only
 * (security/methods.ts refuses a POST before Next reads it).
 * Only inside a preview (draft mode with a live pass: sanity/draftMode.ts) and only from the site's
 * own pages or the Studio's (security/sameSiteRequest.ts); a value that names no perspective is
 * refused (400) and changes nothing. A visitor can never choose a perspective here or anywhere else.
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
