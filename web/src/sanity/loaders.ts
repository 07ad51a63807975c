/**
 * One loader per page's data: the query, its params and its cache tags in one place, used by the
 * page, its generateMetadata, generateStaticParams and opengraph-image alike. Every tag is one the
 * publish webhook emits (tagsForDocument in publish/tags.ts); the site-wide tag every fetch carries covers
 * site settings and images, so no loader names them.
 */
import type {QueryParams} from '@sanity/client'
import type {SluggedType} from '@site/routes'
import {sanityFetch} from './fetch'
import {listPage, MAX_CARDS, MAX_LOGOS, MAX_TEAM} from './listParams'
import {
  aboutPageQuery,
  addressesQuery,
  articleBySlugQuery,
  articlesListPageQuery,
  beaconBySlugQuery,
  contactPageQuery,
  finalistsListPageQuery,
  genevaSummitPageQuery,
  getInspiredPageQuery,
  homePageQuery,
  nominationPageQuery,
  pageBySlugQuery,
  pilotBySlugQuery,
  pilotsPageQuery,
  privacyPolicyPageQuery,
  siteSettingsQuery,
  summitPageQuery,
} from './queries'
import {addressesTag, slugTag, typeTag} from './tags'

/** What one loader asks the data door for. */
export interface LoaderRequest<Q extends string> {
  query: Q
  params?: QueryParams
  tags: string[]
}

/** A loader: call it to fetch; `request` shows what it asks for (tests check its tags). */
function defineLoader<const Q extends string, A extends unknown[]>(request: (...args: A) => LoaderRequest<Q>) {
  const load = (...args: A) => sanityFetch(request(...args))
  return Object.assign(load, {request})
}

/** Navigation bar, footer, layout metadata: site settings only (the site-wide tag covers them). */
export const loadSiteSettings = defineLoader(() => ({query: siteSettingsQuery, tags: []}))

export const loadHomePage = defineLoader(() => ({query: homePageQuery, params: MAX_LOGOS, tags: [typeTag('homePage'), typeTag('partner')]}))
export const loadAboutPage = defineLoader(() => ({
  query: aboutPageQuery,
  params: MAX_TEAM,
  tags: [typeTag('aboutPage'), typeTag('teamMember')],
}))
export const loadContactPage = defineLoader(() => ({query: contactPageQuery, tags: [typeTag('contactPage')]}))
export const loadPrivacyPolicyPage = defineLoader(() => ({query: privacyPolicyPageQuery, tags: [typeTag('privacyPolicyPage')]}))
export const loadSummitPage = defineLoader(() => ({query: summitPageQuery, tags: [typeTag('summitPage')]}))
export const loadGenevaSummitPage = defineLoader(() => ({query: genevaSummitPageQuery, tags: [typeTag('genevaSummitPage')]}))
export const loadNominationPage = defineLoader(() => ({query: nominationPageQuery, tags: [typeTag('nominationPage')]}))

/** The Pilots page with numbered page `page` of its pilots (1: /pilots). */
export const loadPilotsPage = defineLoader((page: number = 1) => ({
  query: pilotsPageQuery,
  params: listPage(page),
  tags: [typeTag('pilotsPage'), typeTag('pilot')],
}))
/** Get Inspired with the first page of its finalists and of its articles. */
export const loadGetInspiredPage = defineLoader(() => ({
  query: getInspiredPageQuery,
  params: listPage(1),
  tags: [typeTag('getInspiredPage'), typeTag('finalist'), typeTag('beaconPage'), typeTag('article')],
}))
/** Numbered page `page` of the Beacons showcase (/get-inspired/finalists/page/{n}). */
export const loadFinalistsListPage = defineLoader((page: number = 1) => ({
  query: finalistsListPageQuery,
  params: listPage(page),
  tags: [typeTag('getInspiredPage'), typeTag('finalist'), typeTag('beaconPage')],
}))
/** Numbered page `page` of the articles (/get-inspired/articles/page/{n}). */
export const loadArticlesListPage = defineLoader((page: number = 1) => ({
  query: articlesListPageQuery,
  params: listPage(page),
  tags: [typeTag('getInspiredPage'), typeTag('article')],
}))

// A routed document's page carries its own slug tag, not its type's: another pilot's publish leaves it alone.
export const loadPilot = defineLoader((slug: string) => ({
  query: pilotBySlugQuery,
  params: {slug},
  // The sponsor credit comes from the Pilots page.
  tags: [typeTag('pilotsPage'), slugTag('pilot', slug)],
}))

export const loadArticle = defineLoader((slug: string) => ({
  query: articleBySlugQuery,
  params: {slug},
  tags: [slugTag('article', slug)],
}))

export const loadBeacon = defineLoader((slug: string) => ({
  query: beaconBySlugQuery,
  params: {slug},
  // A Beacon page lives at its finalist's address, and the webhook sends that slug for it too.
  tags: [slugTag('finalist', slug), slugTag('beaconPage', slug)],
}))

/** The documents a page made in the Studio can show through its sections (cards, logos, people). */
const PAGE_SECTION_SOURCES = ['pilot', 'finalist', 'beaconPage', 'article', 'partner', 'teamMember']

export const loadPage = defineLoader((slug: string) => ({
  query: pageBySlugQuery,
  params: {slug, ...MAX_CARDS, ...MAX_LOGOS, ...MAX_TEAM},
  // Its own publish refreshes this page only (the slug tag); a publish of what its sections show refreshes every such page.
  tags: [slugTag('page', slug), ...PAGE_SECTION_SOURCES.map(typeTag)],
}))

/** The document types whose addresses a slugged type's list holds: a Beacon page lives at its finalist's. */
const addressTypes = (type: SluggedType): string[] => (type === 'finalist' ? ['finalist', 'beaconPage'] : [type])

/**
 * One slugged type's addresses (current and earlier slugs, from the route table's types), for
 * prerendering and the sitemap: one cached answer per type, refreshed when an address is added,
 * changed or removed, not by an edit that keeps it.
 */
export const loadAddresses = defineLoader((type: SluggedType) => ({
  query: addressesQuery,
  params: {type},
  tags: addressTypes(type).map(addressesTag),
}))
