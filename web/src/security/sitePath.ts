/**
 * The one filter for a path of this site that comes from content or from a request: a rich-text link
 * or a button drawn with next/link (security/linkAddress.ts), and the preview's return path
 * (app/api/draft-mode/enable). The path is read as the browser and the client router will read it:
 * the WHATWG URL parser resolves its dot segments (`/x/..`, `/%2e%2e`), and encoded slashes (`%2f`),
 * which some servers and routers decode before reading a path, count as slashes. What then leaves the
 * site (`/..//evil.example` resolves to `//evil.example`, another host to the router) is no site path;
 * neither is one with a backslash, raw or encoded, which browsers read as a slash.
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
