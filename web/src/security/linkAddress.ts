/**
 * Which addresses from content a page may write into a link, for every link from content (ui/ExternalLink,
 * ButtonLink, Prose, the JSON-LD): a site path (sitePath.ts), http(s) or `mailto:`. Anything else
 * (`javascript:`, `data:`, `//host`, a control character) is shown as text without a link.
 */
import {hasControlCharacter} from './logSafe'
import {sitePath} from './sitePath'

export type LinkAddress =
  /** A path of this site: followed in the same tab, by the client router. */
  | {kind: 'site'; href: string}
  /** Another website: opened in a new tab. */
  | {kind: 'outside'; href: string}
  /** An e-mail address (`mailto:`). */
  | {kind: 'mail'; href: string}

/** What a link written by content may be (the address as written, trimmed), or null when it may not be a link at all. */
export function linkAddress(value: string | null | undefined): LinkAddress | null {
  const href = typeof value === 'string' ? value.trim() : ''
  // Browsers drop control characters from an address before reading it: `java\tscript:` is still a scheme.
  if (!href || hasControlCharacter(href)) return null
  // A site path, as the browser resolves it: one that leaves the site once resolved (`//host`, `/\host`,
  // `/..//host`, `/%2e%2e//host`) is none (security/sitePath.ts).
  if (href.startsWith('/')) {
    const path = sitePath(href)
    return path ? {kind: 'site', href: path} : null
  }
  if (/^mailto:[^/\\]/i.test(href)) return {kind: 'mail', href}
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? {kind: 'outside', href} : null
}

/** The address of another website, or null: for links that may only lead out (a profile, a video, a partner). */
export function outsideAddress(value: string | null | undefined): string | null {
  const address = linkAddress(value)
  return address?.kind === 'outside' ? address.href : null
}
