/**
 * Where each document is shown on the site, for the desk's "View on site" action.
 * Keep in step with web/src/app's route folders.
 */
type Doc = {_type: string; slug?: {current?: string}}

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
  article: (slug) => `/article/${slug}`,
}

/** Lists that appear on one page. */
const LISTED_ON: Record<string, string> = {
  partner: '/',
  teamMember: '/about',
}

export function sitePathFor(document: Doc): string | null {
  if (SINGLETON_PATHS[document._type]) return SINGLETON_PATHS[document._type]!
  const slug = document.slug?.current
  const collection = COLLECTION_PATHS[document._type]
  if (collection) return slug ? collection(slug) : null
  return LISTED_ON[document._type] ?? null
}

export const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
