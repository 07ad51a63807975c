/**
 * One loader per page's data: the query, its params and its cache tags in one place, used by the
 * page, its generateMetadata, generateStaticParams and opengraph-image alike. Every tag is one the
 * publish webhook emits (tagsForDocument in tags.ts); the site-wide tag every fetch carries covers
 * site settings and images, so no loader names them.
 */
import type {QueryParams} from '@sanity/client'
import type {SluggedType} from '@site/routes'
import type {PageBySlugQueryResult} from '@site/types'
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
  listedFinalistSlugsQuery,
  listedPilotSlugsQuery,
  moreSectionsQuery,
  nominationPageQuery,
  pageBySlugQuery,
  pilotBySlugQuery,
  pilotsPageQuery,
  privacyPolicyPageQuery,
  siteSettingsQuery,
  summitPageQuery,
} from './queries'
import {addressesTag, slugTag} from './tags'

/**
 * The documents one numbered page of a list shows, in its owner's order: a first small query of their
 * slugs adds each one's own tags (`tagsOfSlug`), so a listed document's publish re-renders only the page
 * showing it. The slugs are cached under the owner's tag and the listed type's addresses tag (a weak
 * reference may join the list at its first publish).
 */
export interface ListedDocuments {
  query: string
  params: QueryParams
  tags: string[]
  tagsOfSlug: (slug: string) => string[]
}

/** What one loader asks the data door for. */
export interface LoaderRequest<Q extends string> {
  query: Q
  params?: QueryParams
  tags: string[]
  listed?: ListedDocuments
}

/** A loader: call it to fetch; `request` shows what it asks for (tests check its tags). */
function defineLoader<const Q extends string, A extends unknown[]>(request: (...args: A) => LoaderRequest<Q>) {
  const load = async (...args: A) => {
    const {listed, ...asked} = request(...args)
    if (!listed) return sanityFetch(asked)
    const slugs = ((await sanityFetch({query: listed.query, params: listed.params, tags: listed.tags})) ?? []) as (string | null)[]
    return sanityFetch({...asked, tags: pageTags({tags: asked.tags, listed}, slugs)})
  }
  return Object.assign(load, {request})
}

/** Every tag a page's render carries: its loader's and, for a numbered page, the list's and its listed documents'. */
export function pageTags(
  {tags, listed}: Pick<LoaderRequest<string>, 'tags' | 'listed'>,
  listedSlugs: readonly (string | null)[],
): string[] {
  if (!listed) return tags
  return [...tags, ...listed.tags, ...listedSlugs.flatMap((slug) => (slug ? listed.tagsOfSlug(slug) : []))]
}

/** Navigation bar, footer, layout metadata: site settings only (the site-wide tag covers them). */
export const loadSiteSettings = defineLoader(() => ({query: siteSettingsQuery, tags: []}))

/**
 * The tags a document that adds more sections (a single page, a pilot, a Beacon page) is read under on its
 * page: those its own publish emits. The page passes them to `loadMoreSections` with the document's id.
 */
export const ownerTags = {
  homePage: () => ['homePage'],
  aboutPage: () => ['aboutPage'],
  contactPage: () => ['contactPage'],
  privacyPolicyPage: () => ['privacyPolicyPage'],
  getInspiredPage: () => ['getInspiredPage'],
  summitPage: () => ['summitPage'],
  genevaSummitPage: () => ['genevaSummitPage'],
  nominationPage: () => ['nominationPage'],
  pilot: (slug: string) => [slugTag('pilot', slug)],
  beaconPage: (slug: string) => [slugTag('beaconPage', slug)],
} satisfies Record<string, (slug: string) => string[]>

export const loadHomePage = defineLoader(() => ({
  query: homePageQuery,
  params: MAX_LOGOS,
  tags: [...ownerTags.homePage(), 'partner'],
}))
export const loadAboutPage = defineLoader(() => ({
  query: aboutPageQuery,
  params: MAX_TEAM,
  tags: [...ownerTags.aboutPage(), 'teamMember'],
}))
export const loadContactPage = defineLoader(() => ({query: contactPageQuery, tags: ownerTags.contactPage()}))
export const loadPrivacyPolicyPage = defineLoader(() => ({query: privacyPolicyPageQuery, tags: ownerTags.privacyPolicyPage()}))
export const loadSummitPage = defineLoader(() => ({query: summitPageQuery, tags: ownerTags.summitPage()}))
export const loadGenevaSummitPage = defineLoader(() => ({query: genevaSummitPageQuery, tags: ownerTags.genevaSummitPage()}))
export const loadNominationPage = defineLoader(() => ({query: nominationPageQuery, tags: ownerTags.nominationPage()}))

/** Numbered page `page` of the pilots, in the Pilots page's order. */
const listedPilots = (page: number): ListedDocuments => ({
  query: listedPilotSlugsQuery,
  params: listPage(page),
  tags: ['pilotsPage', addressesTag('pilot')],
  tagsOfSlug: (slug) => [slugTag('pilot', slug)],
})
/** Numbered page `page` of the finalists, in Get Inspired's order; a card links to its Beacon page when there is one. */
const listedFinalists = (page: number): ListedDocuments => ({
  query: listedFinalistSlugsQuery,
  params: listPage(page),
  tags: ['getInspiredPage', addressesTag('finalist')],
  tagsOfSlug: (slug) => [slugTag('finalist', slug), slugTag('beaconPage', slug)],
})

/** The Pilots page with numbered page `page` of its pilots (1: /pilots). */
export const loadPilotsPage = defineLoader((page: number = 1) => ({
  query: pilotsPageQuery,
  params: listPage(page),
  tags: ['pilotsPage'],
  listed: listedPilots(page),
}))
// The articles are listed newest first, by their own dates: any article's publish may move every one
// of them, so the article lists carry the type's tag instead of each article's.
/** Get Inspired with the first page of its finalists and of its articles. */
export const loadGetInspiredPage = defineLoader(() => ({
  query: getInspiredPageQuery,
  params: listPage(1),
  tags: [...ownerTags.getInspiredPage(), 'article'],
  listed: listedFinalists(1),
}))
/** Numbered page `page` of the Beacons showcase (/get-inspired/finalists/page/{n}). */
export const loadFinalistsListPage = defineLoader((page: number = 1) => ({
  query: finalistsListPageQuery,
  params: listPage(page),
  tags: ['getInspiredPage'],
  listed: listedFinalists(page),
}))
/** Numbered page `page` of the articles (/get-inspired/articles/page/{n}). */
export const loadArticlesListPage = defineLoader((page: number = 1) => ({
  query: articlesListPageQuery,
  params: listPage(page),
  tags: ['getInspiredPage', 'article'],
}))

// A routed document's page carries its own slug tag, not its type's: another pilot's publish leaves it alone.
export const loadPilot = defineLoader((slug: string) => ({
  query: pilotBySlugQuery,
  params: {slug},
  // The sponsor credit comes from the Pilots page.
  tags: ['pilotsPage', ...ownerTags.pilot(slug)],
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
  tags: [slugTag('finalist', slug), ...ownerTags.beaconPage(slug)],
}))

/** A section kind of the page builder. */
type PageSectionKind = NonNullable<PageBySlugQueryResult>['sections'][number]['_type']

/** The document types each section kind shows (cards, logos, people): a publish of one re-renders the pages with that kind. */
const PAGE_SECTION_SOURCES: Partial<Record<PageSectionKind, readonly string[]>> = {
  cardsSection: ['pilot', 'finalist', 'beaconPage', 'article'],
  partnersSection: ['partner'],
  teamSection: ['teamMember'],
}

/** The types sections of these kinds show. */
function sourcesOf(kinds: readonly string[]): string[] {
  const sources = kinds.flatMap((kind) => (Object.hasOwn(PAGE_SECTION_SOURCES, kind) ? PAGE_SECTION_SOURCES[kind as PageSectionKind]! : []))
  return [...new Set(sources)]
}

/** The documents a page made in the Studio can show through its sections: any kind's. */
const ANY_SECTION_SOURCES = sourcesOf(Object.keys(PAGE_SECTION_SOURCES))

export const loadPage = defineLoader((slug: string) => ({
  query: pageBySlugQuery,
  params: {slug, ...MAX_CARDS, ...MAX_LOGOS, ...MAX_TEAM},
  // Its own publish refreshes this page only (the slug tag); a publish of what its sections show refreshes every such page.
  tags: [slugTag('page', slug), ...ANY_SECTION_SOURCES],
}))

/** A document that adds more sections: its id, its `ownerTags`, and its `moreSectionKinds` (its page's query reads them). */
export interface MoreSectionsOwner {
  id: string
  tags: string[]
  kinds: string[]
}

const moreSections = defineLoader((owner: MoreSectionsOwner) => ({
  query: moreSectionsQuery,
  params: {id: owner.id, ...MAX_CARDS, ...MAX_LOGOS, ...MAX_TEAM},
  // The owner's publish refreshes them; a publish of what they show only when a section of theirs shows that type.
  tags: [...owner.tags, ...sourcesOf(owner.kinds)],
}))

/**
 * The more sections a single page, a pilot or a Beacon page adds after its own content, read as a page made
 * in the Studio reads its sections; no query when the owner's `moreSectionKinds` is empty.
 */
export const loadMoreSections = Object.assign(
  async (owner: MoreSectionsOwner) => (owner.kinds.length ? ((await moreSections(owner))?.sections ?? []) : []),
  {request: moreSections.request},
)

/** The document types whose addresses a slugged type's list holds: a Beacon page lives at its finalist's. */
const addressTypes = (type: SluggedType): string[] => (type === 'finalist' ? ['finalist', 'beaconPage'] : [type])

/** One slugged type's addresses (current and earlier slugs), for prerendering and the sitemap: cached per type, under its addresses tag. */
export const loadAddresses = defineLoader((type: SluggedType) => ({
  query: addressesQuery,
  params: {type},
  tags: addressTypes(type).map(addressesTag),
}))
