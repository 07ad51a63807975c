/**
 * The one filter for a site path from content or a request (links through linkAddress.ts, the preview's return
 * path): read with the WHATWG URL parser as a browser would (dot segments, `%2e`, `%2f` as a slash), a path that
 * leaves the site (`/..//host`) or holds a backslash is no site path.
 */
import {hasControlCharacter} from './logSafe'

/** A base that is no real host: only the origin the path resolves to is compared with it. */
const BASE = 'https://site.invalid'

/** The path as the browser will ask for it (resolved, with its query and fragment), or null when it is no path of this site. */
export function sitePath(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text.startsWith('/') || hasControlCharacter(text)) return null
  const end = text.search(/[?#]/)
  const [path, rest] = end === -1 ? [text, ''] : [text.slice(0, end), text.slice(end)]
  const decodedPath = path.replace(/%2f/gi, '/').replace(/%5c/gi, '\\')
  if (decodedPath.includes('\\')) return null
  let url: URL
  try {
    url = new URL(decodedPath + rest, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null
  return url.pathname + url.search + url.hash
}
