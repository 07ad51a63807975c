/**
 * Where each document is shown on the site, for the desk's "View on site" action.
 * Keep in step with web/src/app's route folders.
 */
type Doc = {_type: string; slug?: {current?: string}; finalist?: {_ref?: string}}

const SINGLETON_PATHS: Record<string, string> = {
  siteSettings: '/',
  home: '/',
  about: '/about',
  contactPage: '/contact',
  privacyPolicy: '/privacy-policy',
  pilotsPage: '/pilots',
  getInspiredPage: '/get-inspired',
  summit2025: '/innovation-summit',
  genevaEvent: '/innovation-summit-geneve',
  nominationCall: '/nominate-beacon',
}

const COLLECTION_PATHS: Record<string, (slug: string) => string> = {
  pilot: (slug) => `/pilot/${slug}`,
  finalist: (slug) => `/beacon/${slug}`,
  // A Beacon page has no slug of its own: it is shown at its finalist's address.
  beaconPage: (slug) => `/beacon/${slug}`,
  article: (slug) => `/article/${slug}`,
}

/** Lists that appear on one page. */
const LISTED_ON: Record<string, string> = {
  partner: '/',
  teamMember: '/about',
}

/** `slug` overrides the document's own, for types whose address comes from a referenced document. */
export function sitePathFor(document: Doc, slug = document.slug?.current): string | null {
  if (SINGLETON_PATHS[document._type]) return SINGLETON_PATHS[document._type]!
  const collection = COLLECTION_PATHS[document._type]
  if (collection) return slug ? collection(slug) : null
  return LISTED_ON[document._type] ?? null
}

export const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
