/**
 * The site's route table: the one place that says at which address each kind of document is shown.
 * The Studio reads it for "View on site" and the Presentation tool's locations; the site for its
 * sitemap, its links to documents and the sections its navigation highlights; tests for the pages
 * to visit. Route folders in web/src/app must match it (a test checks they do).
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

/** Documents with a page of their own at `{base}/{slug}`, and the list page that links to each. */
export const SLUGGED_ROUTES = {
  pilot: {base: '/pilot', listedOn: PAGE_PATHS.pilotsPage},
  article: {base: '/article', listedOn: PAGE_PATHS.getInspiredPage},
  finalist: {base: '/beacon', listedOn: PAGE_PATHS.getInspiredPage},
} as const

export type SluggedType = keyof typeof SLUGGED_ROUTES

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

/** Documents drawn in the frame of every page (navigation, footer, images): a change touches all. */
export const SITE_WIDE_TYPES: readonly string[] = ['siteSettings', 'sanity.imageAsset']

/** Addresses of the single pages, in sitemap order. */
export const PAGE_PATH_LIST: readonly string[] = Object.values(PAGE_PATHS)

const isPageType = (type: string): type is PageType => Object.hasOwn(PAGE_PATHS, type)
export const isSluggedType = (type: string): type is SluggedType => Object.hasOwn(SLUGGED_ROUTES, type)

/** The address of one slugged document. */
export function sluggedPath(type: SluggedType, slug: string): string {
  return `${SLUGGED_ROUTES[type].base}/${slug}`
}

/**
 * The page that shows a document best, or null when it has none (yet): single pages at their
 * address, slugged documents at theirs (null without a slug), listed-only documents on their list.
 * `slug` is the document's own slug, or for a Beacon page its finalist's.
 */
export function documentPath(type: string, slug?: string | null): string | null {
  if (isPageType(type)) return PAGE_PATHS[type]
  if (isSluggedType(type)) return slug ? sluggedPath(type, slug) : null
  if (type === 'beaconPage') return slug ? sluggedPath('finalist', slug) : null
  return SHOWN_INSIDE[type]?.[0] ?? null
}

/** Every page that shows a document, its own first: where an editor can see a change to it. */
export function pagesShowing(type: string, slug?: string | null): string[] {
  if (SITE_WIDE_TYPES.includes(type)) return [...PAGE_PATH_LIST]
  const own = documentPath(type, slug)
  const list = isSluggedType(type) ? SLUGGED_ROUTES[type].listedOn : null
  return [...new Set([own, list, ...(SHOWN_INSIDE[type] ?? [])].filter((path): path is string => !!path))]
}

/** Address prefixes that belong to a list page's section: a pilot case study belongs to /pilots. */
export function sectionPrefixes(listPath: string): string[] {
  return Object.values(SLUGGED_ROUTES)
    .filter((route) => route.listedOn === listPath)
    .map((route) => route.base)
}
