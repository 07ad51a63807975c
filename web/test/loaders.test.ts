/**
 * Every page's loader asks only for cache tags the publish webhook emits for some document of the
 * bundled dataset (or for a new document of a routed type), so no page waits for a revalidation
 * that never comes. And each slugged route's address list answers what a visitor asks for.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {judgeSlug} from '@/addresses/slugs'
import {embeddedDatasetFile} from '@/sanity/env'
import * as loaders from '@/sanity/loaders'
import {SITE_TAG, tagsForDocument} from '@/sanity/tags'
import {EVERY_SECTION_KINDS, everySectionPage} from '@site/content/fixtures'
import {SLUGGED_ROUTES, type SluggedType} from '@site/routes'
import schema from '@site/types/schema.json'
import {runQuery} from './embedded'

type Doc = {_id: string; _type: string; slug?: {current?: string}; finalist?: {_ref: string}}
// The launch content has no page made in the Studio: the test page stands in for the first one an editor publishes.
const documents = [
  ...readFileSync(embeddedDatasetFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc),
  everySectionPage as Doc,
]
const byId = new Map(documents.map((doc) => [doc._id, doc]))

/** What the webhook sends for each document (the README's projection), turned into tags. */
const emitted = new Set(
  documents.flatMap((doc) =>
    tagsForDocument({
      _id: doc._id,
      _type: doc._type,
      slug: doc.slug?.current ?? (doc.finalist ? byId.get(doc.finalist._ref)?.slug?.current : null),
      // A first publish: it emits what an edit emits, and the type's address list.
      previousSlug: null,
    }),
  ),
)

/** Every loader the module exports, found by its shape: adding a page's loader adds it here. */
const everyLoader = Object.entries(loaders).flatMap(([name, value]) =>
  typeof value === 'function' && 'request' in value
    ? [{name, request: value.request as (...args: string[]) => loaders.LoaderRequest<string>}]
    : [],
)

/** The slugged type a one-slug loader is for: the type of the slug tag it asks for. */
function sluggedTypeOf(request: (slug: string) => loaders.LoaderRequest<string>): string {
  const marker = 'made-up-slug'
  const tag = request(marker).tags.find((candidate) => candidate.endsWith(`:${marker}`))
  if (!tag) throw new Error('a loader that takes a slug must tag its fetch with that slug')
  return tag.slice(0, -marker.length - 1)
}

/** A slug of that type in the bundled dataset (a Beacon page is loaded by its finalist's slug). */
function datasetSlugOf(type: string): string {
  const slug = documents.find((doc) => doc._type === type && doc.slug?.current)?.slug?.current
  if (!slug) throw new Error(`no ${type} with a slug in the bundled dataset`)
  return slug
}

const SLUGGED_TYPES = Object.keys(SLUGGED_ROUTES) as SluggedType[]
/** Loaders that are not one page's: a type's address list, and the more sections of a page's document (below). */
const NOT_ONE_PAGES = ['loadAddresses', 'loadMoreSections']
const pageLoaders = everyLoader.filter(({name}) => !NOT_ONE_PAGES.includes(name))
const slugLoaders = pageLoaders.filter(({request}) => request.length === 1)

/** The documents that may add more sections, each with its page's loader and, for a slugged one, a slug of the bundled dataset. */
const OWNERS = {
  homePage: {load: loaders.loadHomePage, slug: ''},
  aboutPage: {load: loaders.loadAboutPage, slug: ''},
  contactPage: {load: loaders.loadContactPage, slug: ''},
  privacyPolicyPage: {load: loaders.loadPrivacyPolicyPage, slug: ''},
  getInspiredPage: {load: loaders.loadGetInspiredPage, slug: ''},
  summitPage: {load: loaders.loadSummitPage, slug: ''},
  genevaSummitPage: {load: loaders.loadGenevaSummitPage, slug: ''},
  nominationPage: {load: loaders.loadNominationPage, slug: ''},
  pilot: {load: loaders.loadPilot, slug: datasetSlugOf('pilot')},
  beaconPage: {load: loaders.loadBeacon, slug: datasetSlugOf('finalist')},
} satisfies Record<keyof typeof loaders.ownerTags, {load: {request: (slug: string) => loaders.LoaderRequest<string>}; slug: string}>
type Owner = keyof typeof OWNERS
const OWNER_TYPES = Object.keys(OWNERS) as Owner[]
/** Every section kind of the page builder. */
const ALL_KINDS = [...EVERY_SECTION_KINDS]
const moreSectionsOf = (owner: Owner, kinds: string[]) =>
  loaders.loadMoreSections.request({id: owner, tags: loaders.ownerTags[owner](OWNERS[owner].slug), kinds})

const requests = [
  ...pageLoaders.map(({request}) => (request.length === 1 ? request(datasetSlugOf(sluggedTypeOf(request))) : request())),
  ...SLUGGED_TYPES.map((type) => loaders.loadAddresses.request(type)),
  ...OWNER_TYPES.map((owner) => moreSectionsOf(owner, ALL_KINDS)),
]

describe('loaders', () => {
  test('every loader the module exports is checked, each page and slug loader among them', () => {
    expect(everyLoader.map(({name}) => name)).toEqual(
      expect.arrayContaining(['loadSiteSettings', 'loadHomePage', 'loadPilot', 'loadAddresses']),
    )
    expect(slugLoaders.map(({name}) => name).sort()).toEqual(['loadArticle', 'loadBeacon', 'loadPage', 'loadPilot'])
  })

  test('every cache tag a page uses is one the webhook emits', async () => {
    // A list's page also carries the tags of the documents it shows (their slugs in the bundled dataset).
    const pages = await Promise.all(
      requests.map(async (request) =>
        loaders.pageTags(request, request.listed ? ((await runQuery(request.listed.query, request.listed.params)) as string[]) : []),
      ),
    )
    const used = new Set(pages.flat())
    expect(pages.some((tags, index) => tags.length > requests[index]!.tags.length)).toBe(true)
    expect([...used].filter((tag) => !emitted.has(tag))).toEqual([])
    // Site settings reach every page through the site-wide tag, which every fetch carries.
    expect(tagsForDocument({_type: 'siteSettings'})).toEqual([SITE_TAG])
    expect(used.has('siteSettings')).toBe(false)
  })

  test('a page made in the Studio is refreshed by its own publish only, and by those of what its sections show', () => {
    const tags = loaders.loadPage.request('press').tags
    expect(tags).toContain(tagsForDocument({_type: 'page', slug: 'press'})[1])
    expect(tags).not.toContain('page')
    for (const type of ['pilot', 'finalist', 'article', 'partner', 'teamMember']) expect(tags).toContain(type)
  })

  test("a new slug's page is tagged with the tag its first publish emits", () => {
    for (const {name, request} of slugLoaders) {
      const type = sluggedTypeOf(request)
      expect(request('a-new-slug').tags, name).toContain(tagsForDocument({_type: type, slug: 'a-new-slug'})[1])
    }
  })

  test('an edit of one routed document that keeps its address re-renders its own page, not the other pages of its kind', () => {
    for (const {name, request} of slugLoaders) {
      const type = sluggedTypeOf(request)
      const edit = tagsForDocument({_type: type, slug: 'one', previousSlug: 'one'})
      const otherPage = request('other').tags
      if (type === 'page') continue // a page made in the Studio may show any pilot, article or finalist: checked above
      expect(
        otherPage.filter((tag) => edit.includes(tag)),
        name,
      ).toEqual([])
    }
    for (const type of SLUGGED_TYPES) {
      const created = tagsForDocument({_type: type, slug: 'new-one', previousSlug: null})
      expect(
        loaders.loadAddresses.request(type).tags.some((tag) => created.includes(tag)),
        type,
      ).toBe(true)
    }
  })
})

describe('slugged addresses', () => {
  test('a current slug is a page, an earlier one moves to the current one, anything else is unknown', async () => {
    const {query, params} = loaders.loadAddresses.request('pilot')
    const pilots = await runQuery(query, params)
    expect(pilots.map((pilot) => pilot.slug)).toContain('givify')
    expect(judgeSlug(pilots, 'givify')).toEqual({status: 'current'})
    expect(judgeSlug(pilots, 'no-such-pilot')).toEqual({status: 'unknown'})
    const renamed = pilots.map((pilot) => (pilot.slug === 'givify' ? {slug: 'givify-2', previousSlugs: ['givify']} : pilot))
    expect(judgeSlug(renamed, 'givify')).toEqual({status: 'moved', slug: 'givify-2'})
    expect(judgeSlug(renamed, 'givify-2')).toEqual({status: 'current'})
  })

  test('Beacon pages are addressed by their finalist, with its earlier slugs', async () => {
    const {query, params} = loaders.loadAddresses.request('finalist')
    const beacons = await runQuery(query, params)
    expect(beacons).toContainEqual({slug: 'today-tomorrow', previousSlugs: []})
  })
})

describe('more sections', () => {
  test('every document type with more sections in the schema has its owner tags, and no other', () => {
    const withMoreSections = (schema as unknown as {name: string; type: string; attributes?: Record<string, unknown>}[])
      .filter((type) => type.type === 'document' && type.attributes && 'moreSections' in type.attributes)
      .map((type) => type.name)
    expect(withMoreSections.sort()).toEqual(Object.keys(loaders.ownerTags).sort())
  })

  test('a page carries its document’s owner tags, and its document’s publish revalidates them', () => {
    for (const owner of OWNER_TYPES) {
      const {load, slug} = OWNERS[owner]
      const tags = loaders.ownerTags[owner](slug)
      expect(load.request(slug).tags, owner).toEqual(expect.arrayContaining(tags))
      // What the webhook sends for the document: a Beacon page's slug is its finalist's.
      const published = tagsForDocument({_type: owner, slug: slug || null, previousSlug: slug || null})
      expect(
        tags.filter((tag) => !published.includes(tag)),
        owner,
      ).toEqual([])
    }
    expect(tagsForDocument({_type: 'aboutPage'})).toEqual(loaders.ownerTags.aboutPage())
  })

  test('their tags are the owner’s and those of what the kinds present show: a page without cards ignores pilots', () => {
    const about = loaders.ownerTags.aboutPage()
    const tagsFor = (kinds: string[]) => moreSectionsOf('aboutPage', kinds).tags
    expect(tagsFor([])).toEqual(about)
    expect(tagsFor(['textSection', 'callToActionSection', 'videoSection', 'questionsSection'])).toEqual(about)
    expect(tagsFor(['cardsSection'])).toEqual([...about, 'pilot', 'finalist', 'beaconPage', 'article'])
    expect(tagsFor(['partnersSection', 'textSection', 'partnersSection'])).toEqual([...about, 'partner'])
    expect(tagsFor(['teamSection'])).toEqual([...about, 'teamMember'])
    expect(tagsFor(['an-unknown-kind', 'constructor'])).toEqual(about)
    // Every kind together shows what a page made in the Studio may show.
    const page = loaders.loadPage.request('press').tags.filter((tag) => !tag.startsWith('page:'))
    expect(
      tagsFor(ALL_KINDS)
        .filter((tag) => !about.includes(tag))
        .sort(),
    ).toEqual(page.sort())
    expect(moreSectionsOf('pilot', ['teamSection']).tags).toEqual([...loaders.ownerTags.pilot(OWNERS.pilot.slug), 'teamMember'])
  })

  test('they are read by the owner’s id, with the caps a page made in the Studio has; with no kinds, not read at all', async () => {
    const {slug: _slug, ...caps} = loaders.loadPage.request('press').params ?? {}
    expect(moreSectionsOf('aboutPage', ['cardsSection']).params).toEqual({id: 'aboutPage', ...caps})
    await expect(loaders.loadMoreSections({id: 'aboutPage', tags: loaders.ownerTags.aboutPage(), kinds: []})).resolves.toEqual([])
  })
})
