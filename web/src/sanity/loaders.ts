/**
 * One loader per page's data: the query, its params and its cache tags in one place, used by the
 * page, its generateMetadata, generateStaticParams and opengraph-image alike. Every tag is one the
 * publish webhook emits (tagsForDocument in publish/tags.ts); the site-wide tag every fetch carries covers
 * site settings and images, so no loader names them.
 */
import type {QueryParams} from '@sanity/client'
import {sanityFetch} from './fetch'
import {
  aboutPageQuery,
  articleBySlugQuery,
  articleSlugsQuery,
  beaconBySlugQuery,
  beaconSlugsQuery,
  contactPageQuery,
  genevaSummitPageQuery,
  getInspiredPageQuery,
  homePageQuery,
  nominationPageQuery,
  pilotBySlugQuery,
  pilotSlugsQuery,
  pilotsPageQuery,
  privacyPolicyPageQuery,
  siteSettingsQuery,
  sitemapQuery,
  summitPageQuery,
} from './queries'
import {slugTag, typeTag} from './tags'

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

export const loadHomePage = defineLoader(() => ({query: homePageQuery, tags: [typeTag('homePage'), typeTag('partner')]}))
export const loadAboutPage = defineLoader(() => ({query: aboutPageQuery, tags: [typeTag('aboutPage'), typeTag('teamMember')]}))
export const loadContactPage = defineLoader(() => ({query: contactPageQuery, tags: [typeTag('contactPage')]}))
export const loadPrivacyPolicyPage = defineLoader(() => ({query: privacyPolicyPageQuery, tags: [typeTag('privacyPolicyPage')]}))
export const loadSummitPage = defineLoader(() => ({query: summitPageQuery, tags: [typeTag('summitPage')]}))
export const loadGenevaSummitPage = defineLoader(() => ({query: genevaSummitPageQuery, tags: [typeTag('genevaSummitPage')]}))
export const loadNominationPage = defineLoader(() => ({query: nominationPageQuery, tags: [typeTag('nominationPage')]}))

export const loadPilotsPage = defineLoader(() => ({query: pilotsPageQuery, tags: [typeTag('pilotsPage'), typeTag('pilot')]}))
export const loadGetInspiredPage = defineLoader(() => ({
  query: getInspiredPageQuery,
  tags: [typeTag('getInspiredPage'), typeTag('finalist'), typeTag('beaconPage'), typeTag('article')],
}))

export const loadPilotSlugs = defineLoader(() => ({query: pilotSlugsQuery, tags: [typeTag('pilot')]}))
export const loadPilot = defineLoader((slug: string) => ({
  query: pilotBySlugQuery,
  params: {slug},
  // The sponsor credit comes from the Pilots page.
  tags: [typeTag('pilot'), typeTag('pilotsPage'), slugTag('pilot', slug)],
}))

export const loadArticleSlugs = defineLoader(() => ({query: articleSlugsQuery, tags: [typeTag('article')]}))
export const loadArticle = defineLoader((slug: string) => ({
  query: articleBySlugQuery,
  params: {slug},
  tags: [typeTag('article'), slugTag('article', slug)],
}))

export const loadBeaconSlugs = defineLoader(() => ({query: beaconSlugsQuery, tags: [typeTag('beaconPage'), typeTag('finalist')]}))
export const loadBeacon = defineLoader((slug: string) => ({
  query: beaconBySlugQuery,
  params: {slug},
  // A Beacon page has no slug of its own (it lives at its finalist's), so any Beacon page's publish refreshes it.
  tags: [typeTag('beaconPage'), typeTag('finalist'), slugTag('finalist', slug)],
}))

export const loadSitemap = defineLoader(() => ({
  query: sitemapQuery,
  tags: [typeTag('pilot'), typeTag('article'), typeTag('beaconPage'), typeTag('finalist')],
}))

/** Each slugged route's address list (current and earlier slugs): one cached answer per type, whatever is asked. */
export const loadAddresses = {
  pilot: loadPilotSlugs,
  article: loadArticleSlugs,
  finalist: loadBeaconSlugs,
} as const
