/**
 * Redirects editors make in the Studio (a `redirect` document: `from`, `to` or `url`, `permanent`,
 * `note`): how a `from` is compared with a request's path, and every rule a redirect must meet, in an
 * editor's words. The Studio's fields, `pnpm content:redirects import` and the site's proxy read these
 * same rules, so a redirect the Studio refuses is never answered, even one that came in past it.
 *
 * Addresses compare by path only: percent-encoding decoded, letter case and trailing slashes ignored.
 */
import {numberedPageOf, sluggedAddressOf} from './addressOf.ts'
import {isFrameworkFile, PAGE_PATHS, PAGE_NAMES, PAGED_LISTS, siteFileOwner, type PageType, type SluggedType} from './routeTable.ts'

/** The longest `from` accepted: an address longer than a browser's bar shows is no one's short link. */
const MAX_FROM_LENGTH = 512

/** The longest note for colleagues: a reminder of why the redirect exists, not a document. */
export const MAX_NOTE_LENGTH = 500

/**
 * The most redirects the site holds: the Studio refuses a new one past it, the import refuses rows past
 * it, and the site reads no more than this many (the oldest first). Moving a whole site of this size
 * takes a few hundred; the table the proxy keeps stays a few hundred kilobytes.
 */
export const MAX_REDIRECTS = 2_000

/** The document a redirect's own address belongs to, as the Studio's message names it. */
export type AddressHolder = {title: string; kind: string}

/** A redirect as the rules read it: `to` is the target page's current address (null when it has none). */
export type RedirectDraft = {from?: string | null; hasTo: boolean; toPath?: string | null; url?: string | null}

/**
 * What the rules know of where they run: the site's public address (the web's NEXT_PUBLIC_SITE_URL, the
 * Studio's SANITY_STUDIO_SITE_URL), so an outside address on the site's own host is refused. Null or
 * absent: no address is configured, and only the other rules apply.
 */
export type SiteContext = {siteUrl?: string | null}

/**
 * What the rules ask of the content: who holds a slugged address now or held it before, and which other
 * redirect (not this one) already has an address. Promises in the Studio (it asks the Content Lake),
 * plain values in the import (the dataset is in memory).
 */
export type AddressLookup = {
  currentHolder(type: SluggedType, slug: string): AddressHolder | null | Promise<AddressHolder | null>
  earlierHolder(type: SluggedType, slug: string): AddressHolder | null | Promise<AddressHolder | null>
  otherRedirect(key: string): {from: string; to: string} | null | Promise<{from: string; to: string} | null>
}

/**
 * The key two addresses compare by (a `from` as typed, or a request's path): decoded, lower case,
 * without trailing slashes (`/` stays `/`); null when the percent-encoding is not valid.
 */
export function redirectKey(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, '$1')
}

/** What is wrong with how a `from` is written, or null. */
export function fromFormProblem(from: string | null | undefined): string | null {
  if (!from) return 'Write the old or short address, e.g. /summit.'
  if (!from.startsWith('/') || from.startsWith('//'))
    return 'Write an address of this site starting with a single “/”, e.g. /summit (the part after the domain).'
  if (/[?#]/.test(from)) return 'Leave out “?…” and “#…”: a redirect matches the path, and passes a query string on to its page.'
  // Control characters and spaces: no request's path has one unencoded.
  if (/[\s\p{Cc}]/u.test(from)) return 'An address has no spaces: use hyphens, e.g. /innovation-summit.'
  if (from.length > MAX_FROM_LENGTH) return `Keep the address under ${MAX_FROM_LENGTH} characters.`
  if (redirectKey(from) === null) return 'This address has a “%” that is not part of an encoded character: remove it.'
  return null
}

/** Spaces, line breaks, control and invisible format characters: a parser drops or keeps them, another reads them otherwise. */
const UNPRINTABLE = /[\s\p{Cc}\p{Cf}]/u

/** A host as the rules compare it: without a leading `www.` (the two names of one site redirect to each other). */
const bareHost = (hostname: string) => hostname.replace(/^www\./, '')

function siteHost(siteUrl: string | null | undefined): string | null {
  if (!siteUrl || !URL.canParse(siteUrl)) return null
  return bareHost(new URL(siteUrl).hostname)
}

/**
 * What is wrong with an outside address, or null. Besides https and no name or password: one reading
 * only. Browsers, the proxy and this check parse an address each; an address two of them could read as
 * two hosts (a line break or a backslash a parser drops or turns, an `@` that makes the host a name, a
 * host written in a form the parser rewrites) is refused, and so is the site's own host, where a
 * redirect would lead back into the site's redirects instead of to a page.
 */
export function outsideUrlProblem(url: string, site: SiteContext = {}): string | null {
  if (UNPRINTABLE.test(url)) return 'An outside address has no spaces, line breaks or invisible characters: write it on one line.'
  if (url.includes('\\')) return 'An outside address has no “\\”: write it with “/”, e.g. https://example.org/report.'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Write the whole outside address, starting with https://.'
  }
  if (parsed.protocol !== 'https:') return 'Use an outside address that starts with https:// (a secure page).'
  if (!/^https:\/\/[^/]/i.test(url)) return 'Write the whole outside address, starting with https://.'
  // The authority as written, up to the path, query or fragment: an `@` in it (even with an empty name) hides the host.
  const authority = url.slice('https://'.length).split(/[/?#]/, 1)[0]!
  if (authority.includes('@') || parsed.username || parsed.password) return 'Leave out the name and password in the address.'
  const written = authority.toLowerCase().replace(/:443$/, '')
  if (written !== parsed.host) return `Write the address as browsers read it: https://${parsed.host}/.`
  const ownHost = siteHost(site.siteUrl)
  if (ownHost && bareHost(parsed.hostname) === ownHost)
    return `This is an address of this site (${ownHost}): choose the page under “To a page of this site” instead.`
  return null
}

/** What is wrong with a redirect's note for colleagues, or null. */
export function noteProblem(note: string | null | undefined): string | null {
  if (!note) return null
  // Line breaks and tabs are a note's own; any other control character (a NUL, a terminal escape) is not.
  if (/[^\P{Cc}\n\r\t]/u.test(note)) return 'The note has an invisible control character: retype it.'
  if (note.length > MAX_NOTE_LENGTH) return `Keep the note under ${MAX_NOTE_LENGTH} characters: it is a reminder, not a document.`
  return null
}

/** What is wrong with adding a redirect when the site has `others` already, or null (MAX_REDIRECTS). */
export function redirectCountProblem(others: number): string | null {
  return others >= MAX_REDIRECTS
    ? `The site already has ${MAX_REDIRECTS.toLocaleString('en')} redirects, the most it holds: delete one that is no longer needed before adding another.`
    : null
}

/** The last segment of every page's share image (each route's opengraph-image file). */
const SHARE_IMAGE = 'opengraph-image'

/**
 * Who an address belongs to without asking the content: a single page (`/about`), a numbered page of a
 * list (`/pilots/page/2`, which may exist tomorrow), any page's share image (`/about/opengraph-image`,
 * `/pilot/x/opengraph-image`, whether or not the page exists yet), Next's page data files
 * (`/about.rsc`), or one of the site's own files and services (`/api/…`, `/sitemap.xml`, `/_not-found`).
 * Null for any other address. `key` is a redirectKey (decoded, lower case).
 */
export function fixedAddressOwner(key: string): string | null {
  if (key.endsWith(`/${SHARE_IMAGE}`)) {
    const page = key.slice(0, -SHARE_IMAGE.length - 1) || '/'
    const pageName = Object.entries(PAGE_PATHS).find(([, path]) => path === page)?.[0] as PageType | undefined
    return `the share image of ${pageName ? PAGE_NAMES[pageName] : `the page at ${page}`}`
  }
  if (isFrameworkFile(key)) return 'the site’s page data'
  const page = (Object.entries(PAGE_PATHS) as [PageType, string][]).find(([, path]) => path === key)
  if (page) return PAGE_NAMES[page[0]]
  const numbered = numberedPageOf(key)
  if (numbered) return `the numbered pages of ${PAGED_LISTS[numbered.list].name}`
  return siteFileOwner(key.split('/')[1] ?? '')
}

const liveAddress = (from: string, owner: string) =>
  `${from} is the address of ${owner}, which is live: a redirect cannot take it over. Choose another address.`

/**
 * What is wrong with a redirect's own address, in an editor's words naming the other party: its form,
 * a page that is live there (now, or before: that address already leads to it), another redirect with it.
 */
export async function fromProblems(from: string | null | undefined, lookup: AddressLookup): Promise<string[]> {
  const formProblem = fromFormProblem(from)
  if (formProblem) return [formProblem]
  const key = redirectKey(from!)!
  const owner = fixedAddressOwner(key)
  if (owner) return [liveAddress(from!, owner)]
  const slugged = sluggedAddressOf(key)
  if (slugged) {
    const current = await lookup.currentHolder(slugged.type, slugged.slug)
    if (current) return [liveAddress(from!, `“${current.title}” (${current.kind})`)]
    const earlier = await lookup.earlierHolder(slugged.type, slugged.slug)
    if (earlier)
      return [`${from} is an earlier address of “${earlier.title}” (${earlier.kind}), which already leads there: no redirect is needed.`]
  }
  const other = await lookup.otherRedirect(key)
  return other ? [`Another redirect already has this address (${other.from} → ${other.to}): edit that one instead.`] : []
}

/**
 * What is wrong with where a redirect leads, besides an outside address's form (outsideUrlProblem):
 * one target, a page that has an address, and not the redirect's own address.
 */
export function targetProblems(redirect: RedirectDraft): string[] {
  const url = redirect.url?.trim()
  if (redirect.hasTo && url) return ['Choose a page of this site or write an outside address, not both.']
  if (!redirect.hasTo && !url) return ['Choose the page it leads to, or write an outside address.']
  if (url) return []
  if (redirect.toPath === null) return ['The chosen page has no address yet: give it one, or choose another page.']
  const key = redirect.from ? redirectKey(redirect.from) : null
  return key !== null && redirect.toPath && redirectKey(redirect.toPath) === key
    ? ['This redirect leads to its own address: choose another page.']
    : []
}

/** Every rule a redirect breaks: its address, its target, an outside address's form. */
export async function redirectProblems(redirect: RedirectDraft, lookup: AddressLookup, site: SiteContext = {}): Promise<string[]> {
  const url = redirect.url?.trim()
  const urlProblem = url && !redirect.hasTo ? outsideUrlProblem(url, site) : null
  return [...(await fromProblems(redirect.from, lookup)), ...targetProblems(redirect), ...(urlProblem ? [urlProblem] : [])]
}
