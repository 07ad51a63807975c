/**
 * The site's route table: the one place that says at which address each kind of document is shown,
 * and which first path segments are taken. The Studio reads it for "View on site", the Presentation
 * tool's locations and the addresses a page made in the Studio may not take; the site for its sitemap,
 * its links to documents and the sections its navigation highlights; tests for the pages to visit.
 * Route folders and files in web/src/app must match it (a test checks they do).
 */

/** Single pages: one document each, at a fixed address, in the order the sitemap lists them. */
export const PAGE_PATHS = {
  homePage: '/',
  aboutPage: '/about',
  pilotsPage: '/pilots',
  getInspiredPage: '/get-inspired',
  summitPage: '/innovation-summit',
  genevaSummitPage: '/innovation-summit-geneve',
  nominationPage: '/nominate-beacon',
  contactPage: '/contact',
  privacyPolicyPage: '/privacy-policy',
} as const satisfies Record<string, `/${string}`>

export type PageType = keyof typeof PAGE_PATHS

/** Who each single page's address belongs to, as an editor is told when a page made in the Studio asks for it. */
export const PAGE_NAMES = {
  homePage: 'the Home page',
  aboutPage: 'the About page',
  pilotsPage: 'the Pilots page',
  getInspiredPage: 'the Get Inspired page',
  summitPage: 'the Innovation Summit page',
  genevaSummitPage: 'the Annual Event page',
  nominationPage: 'the call for Beacon nominations',
  contactPage: 'the Contact page',
  privacyPolicyPage: 'the Privacy Policy',
} as const satisfies Record<PageType, string>

/**
 * Documents with a page of their own at `{base}/{slug}`, the list page that links to each (if any),
 * and whose addresses start with `base`. A page made in the Studio (`page`) sits at the top level, so
 * its slug must avoid every reserved segment below.
 */
export const SLUGGED_ROUTES = {
  pilot: {base: '/pilot', listedOn: PAGE_PATHS.pilotsPage, name: 'the pilot case studies (/pilot/…)'},
  article: {base: '/article', listedOn: PAGE_PATHS.getInspiredPage, name: 'the articles (/article/…)'},
  finalist: {base: '/beacon', listedOn: PAGE_PATHS.getInspiredPage, name: 'the Beacon pages (/beacon/…)'},
  page: {base: '', listedOn: null, name: 'a page made in the Studio'},
} as const satisfies Record<string, {base: '' | `/${string}`; listedOn: string | null; name: string}>

export type SluggedType = keyof typeof SLUGGED_ROUTES

/**
 * Lists cut into numbered pages (as many cards each as @site/layout's CARDS_PER_PAGE): page 1 is the
 * list's own page (`firstPage`, with `anchor` the list's section on it), pages 2 and on are at
 * `{base}/page/{n}`. `/page/1` is no address (the not-found page): page 1 has one address only.
 */
export const PAGED_LISTS = {
  pilots: {base: PAGE_PATHS.pilotsPage, firstPage: PAGE_PATHS.pilotsPage, anchor: '', name: 'the pilots list'},
  finalists: {
    base: `${PAGE_PATHS.getInspiredPage}/finalists`,
    firstPage: PAGE_PATHS.getInspiredPage,
    anchor: '#showcase',
    name: 'the Beacon finalists list',
  },
  articles: {
    base: `${PAGE_PATHS.getInspiredPage}/articles`,
    firstPage: PAGE_PATHS.getInspiredPage,
    anchor: '#articles',
    name: 'the articles list',
  },
} as const satisfies Record<string, {base: `/${string}`; firstPage: string; anchor: '' | `#${string}`; name: string}>

export type PagedList = keyof typeof PAGED_LISTS

/** The address of numbered page `page` (from 1) of a list: its own page for page 1, else `{base}/page/{n}`. */
export function listPagePath(list: PagedList, page: number): string {
  const {base, firstPage, anchor} = PAGED_LISTS[list]
  return page <= 1 ? `${firstPage}${anchor}` : `${base}/page/${page}`
}

/**
 * A numbered page's number from its address segment, or null when the segment names no page 2 or
 * later ("1", "02", "x", "2.5"): such addresses are the not-found page.
 */
export function pageNumberOf(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) && segment !== '1' ? Number(segment) : null
}

/**
 * Documents without an address of their own, and the pages that show them. A Beacon page is the body
 * of its finalist's page, so it is shown at the finalist's address (pass the finalist's slug).
 */
const SHOWN_INSIDE: Record<string, readonly string[]> = {
  partner: [PAGE_PATHS.homePage],
  teamMember: [PAGE_PATHS.aboutPage],
  // Get Inspired links a finalist's card to its Beacon page only when the page exists.
  beaconPage: [PAGE_PATHS.getInspiredPage],
}

/**
 * The not-found page the build prerenders (app/not-found.tsx) at Next's own address: the site's proxy
 * and request gate hand every address no page has to it, so no redirect may take it.
 */
export const NOT_FOUND_PAGE = '/_not-found'

/**
 * What the site serves besides its pages, by first path segment: its services, framework files, the
 * metadata files in web/src/app and the files the build copies into web/public.
 */
const SITE_FILES: Record<string, string> = {
  api: 'the site’s publish and preview services',
  _next: 'the site’s scripts and page data',
  [NOT_FOUND_PAGE.slice(1)]: 'the site’s not-found page',
  '_global-error': 'the site’s error page',
  'sitemap.xml': 'the sitemap',
  'robots.txt': 'the instructions for search engines',
  'icon.svg': 'the site’s icon',
  'apple-icon': 'the site’s icon for phones',
  'opengraph-image': 'the Home page’s share image',
  'content-images': 'the pictures of the bundled content',
  styles: 'the site’s stylesheet',
  fonts: 'the site’s fonts',
  // The route an editor's preview of a page made in the Studio is drawn by (web/src/proxy.ts sends it there).
  'page-preview': 'the previews of pages made in the Studio',
}

/**
 * Next's flight-data and segment-data files asked by address (`/about.rsc`, `/pilots/page/2.rsc`,
 * `/about.segments/_tree.segment.rsc`): Next's machinery, never a page (web/src/security/frameworkAddresses.ts).
 */
const FRAMEWORK_FILE = /\.rsc$|\.segments(?:\/|$)/i

/** Whether a path is one of Next's flight-data or segment-data files. */
export const isFrameworkFile = (pathname: string) => FRAMEWORK_FILE.test(pathname)

/** What a first path segment serves when it is one of the site's own files or services ("the sitemap"), else null. */
export function siteFileOwner(segment: string): string | null {
  return Object.hasOwn(SITE_FILES, segment) ? SITE_FILES[segment]! : null
}

/** Documents drawn in the frame of every page (navigation, footer, images): a change touches all. */
export const SITE_WIDE_TYPES: readonly string[] = ['siteSettings', 'sanity.imageAsset']

/** Addresses of the single pages, in sitemap order. */
export const PAGE_PATH_LIST: readonly string[] = Object.values(PAGE_PATHS)

const isPageType = (type: string): type is PageType => Object.hasOwn(PAGE_PATHS, type)
export const isSluggedType = (type: string): type is SluggedType => Object.hasOwn(SLUGGED_ROUTES, type)

/**
 * What a slug may be: lower-case letters and digits, words joined by single hyphens. The Studio refuses
 * anything else; the site gives a document whose slug is anything else (imported, or written through
 * the API past the Studio) no address at all, so no page, link or sitemap entry points at `/..`, `/a/b`
 * or a look-alike such as a full-width letter.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What a section's anchor may be (`/page#agenda`): a lower-case word or several joined by hyphens,
 * starting with a letter. The page's scripts read globals named after element ids (Next's
 * `__next_f`); no such name fits this pattern.
 */
export const ANCHOR_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** The anchor when it fits ANCHOR_PATTERN, else null (the section then gets one from its heading). */
export const usableAnchor = (anchor: string | null | undefined) => (anchor && ANCHOR_PATTERN.test(anchor) ? anchor : null)

/** Whether a document of `type` with this slug has an address: a well-formed slug, and for a top-level page one no other owner uses. */
export function isAddressableSlug(type: SluggedType, slug: string): boolean {
  return SLUG_PATTERN.test(slug) && (SLUGGED_ROUTES[type].base !== '' || !reservedSlugOwner(slug))
}

/** The address of one slugged document. */
export function sluggedPath(type: SluggedType, slug: string): string {
  return `${SLUGGED_ROUTES[type].base}/${slug}`
}

const firstSegment = (path: string) => path.split('/')[1] ?? ''

/** First path segments that are taken, each with its owner: single pages, slugged pages' bases, site files. */
const RESERVED = new Map<string, string>([
  ...Object.entries(PAGE_PATHS)
    .filter(([, path]) => path !== '/')
    .map(([type, path]): [string, string] => [firstSegment(path), PAGE_NAMES[type as PageType]]),
  ...Object.values(SLUGGED_ROUTES)
    .filter((route) => route.base)
    .map((route): [string, string] => [firstSegment(route.base), route.name]),
  ...Object.entries(SITE_FILES),
])

/** Every first path segment the site already uses: a page made in the Studio may take none of them. */
export const RESERVED_SEGMENTS: readonly string[] = [...RESERVED.keys()]

/** Who already uses `/{slug}` ("the About page", "the pilot case studies"), or null when it is free. */
export function reservedSlugOwner(slug: string): string | null {
  return RESERVED.get(slug.toLowerCase()) ?? null
}

/**
 * The page that shows a document best, or null when it has none (yet): single pages at their
 * address, slugged documents at theirs (null without a slug), listed-only documents on their list.
 * `slug` is the document's own slug, or for a Beacon page its finalist's.
 */
export function documentPath(type: string, slug?: string | null): string | null {
  if (isPageType(type)) return PAGE_PATHS[type]
  if (isSluggedType(type)) return slug && isAddressableSlug(type, slug) ? sluggedPath(type, slug) : null
  if (type === 'beaconPage') return slug && isAddressableSlug('finalist', slug) ? sluggedPath('finalist', slug) : null
  return SHOWN_INSIDE[type]?.[0] ?? null
}

/** Every page that shows a document, its own first: where an editor can see a change to it. */
export function pagesShowing(type: string, slug?: string | null): string[] {
  if (SITE_WIDE_TYPES.includes(type)) return [...PAGE_PATH_LIST]
  const own = documentPath(type, slug)
  const list = isSluggedType(type) ? SLUGGED_ROUTES[type].listedOn : null
  return [...new Set([own, list, ...(SHOWN_INSIDE[type] ?? [])].filter((path): path is string => !!path))]
}

/** Address prefixes that belong to a list page's section: a pilot page belongs to /pilots. */
export function sectionPrefixes(listPath: string): string[] {
  return Object.values(SLUGGED_ROUTES)
    .filter((route) => route.listedOn === listPath && route.base)
    .map((route) => route.base)
}
