/**
 * What makes one value a placeholder. The launch dataset marks what the product rules withhold:
 * made-up names and texts carry "(sample)", links point at the reserved example domains, and
 * videos use made-up ids (`SAMPLEvid01`). Each test reads one string and says why it is a placeholder.
 */

/** Host names reserved for examples and tests (RFC 2606, RFC 6761): never a real address. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(org|com|net)|example|invalid|test|localhost)$/i

/** The marker the launch content puts on every made-up name and text. */
const SAMPLE_MARKER = /\(sample\)/i

/** A video id the launch content made up: `SAMPLEvid01`, `SAMPLEplt02`, `SAMPLEsum25`. */
const SAMPLE_VIDEO_ID = /^sample/i

/** The id of a YouTube video, in the address forms editors paste (watch, youtu.be, embed, shorts, live). */
function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return url.pathname.split('/')[1] || null
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null
  const fromQuery = url.searchParams.get('v')
  if (fromQuery) return fromQuery
  const [kind, id] = url.pathname.split('/').filter(Boolean)
  return kind && id && ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : null
}

function parseUrl(value: string): URL | null {
  if (!/^(https?:|mailto:)/i.test(value.trim())) return null
  try {
    return new URL(value.trim())
  } catch {
    return null
  }
}

/** The placeholder host of a link or e-mail address (`example.org`), or null for a real one. */
export function placeholderHost(value: string | undefined | null): string | null {
  if (!value) return null
  const url = parseUrl(value)
  if (!url) return null
  const host = url.protocol === 'mailto:' ? (url.pathname.split('@')[1] ?? '') : url.hostname
  return PLACEHOLDER_HOST.test(host) ? host.toLowerCase() : null
}

/** The made-up id of a video address (`SAMPLEvid01`), or null when it is not a video or a real one. */
export function placeholderVideoId(value: string | undefined | null): string | null {
  if (!value) return null
  const url = parseUrl(value)
  const id = url && youTubeId(url)
  return id && SAMPLE_VIDEO_ID.test(id) ? id : null
}

/** True when a text carries the "(sample)" marker. */
export function hasSampleMarker(value: string | undefined | null): boolean {
  return !!value && SAMPLE_MARKER.test(value)
}

export type PlaceholderKind = 'sample' | 'link' | 'video'

export interface Placeholder {
  kind: PlaceholderKind
  /** Why, in an editor's words: "example.org is a placeholder address". */
  reason: string
}

/** Whether one value is a placeholder, and why. A made-up video wins over its host; a link over its words. */
export function placeholderIn(value: unknown): Placeholder | null {
  if (typeof value !== 'string') return null
  const video = placeholderVideoId(value)
  if (video) return {kind: 'video', reason: `${video} is not a real video`}
  const host = placeholderHost(value)
  if (host) return {kind: 'link', reason: `${host} is a placeholder address`}
  if (hasSampleMarker(value)) return {kind: 'sample', reason: '“(sample)” marks a made-up name or text'}
  return null
}
