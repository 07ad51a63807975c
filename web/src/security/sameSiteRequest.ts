/**
 * Whether a request comes from the site's own pages (or the Studio's, whose Presentation tool frames
 * the site), for the GET routes that change an editor's state (/api/draft-mode/disable): any other
 * site could otherwise end an editor's preview with a link or an image. Browsers say where a request
 * comes from in Sec-Fetch-Site; older ones and non-browser clients (which hold no editor's cookies)
 * are judged by Origin or Referer, and a request naming neither is let through.
 */
import {studioOrigin} from './headers'

const originOf = (value: string | null) => {
  try {
    return value ? new URL(value).origin : null
  } catch {
    return 'invalid'
  }
}

export function isFromSiteOrStudio(headers: Headers, studio = studioOrigin()): boolean {
  const from = originOf(headers.get('origin')) ?? originOf(headers.get('referer'))
  const host = headers.get('host')
  const ownOrigin = from !== null && from !== 'invalid' && new URL(from).host === host
  const studioPage = from !== null && studio !== null && from === studio
  const site = headers.get('sec-fetch-site')
  if (site === 'same-origin' || site === 'none') return true
  if (site === 'same-site' || site === 'cross-site') return studioPage
  return from === null || ownOrigin || studioPage
}
