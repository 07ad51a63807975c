/**
 * The more sections a single page, a pilot or a Beacon page adds after its own content: each page's
 * query says which kinds it has (none in the launch content) and its document's id, and
 * `moreSectionsQuery` reads them by that id exactly as a page made in the Studio reads its sections.
 */
import {describe, expect, test} from 'vitest'
import {EVERY_SECTION_KINDS, EVERY_SECTION_PAGE_SLUG, everySectionPage} from '@site/content/fixtures'
import {FIRST_PAGE_PARAMS} from '@/sanity/listParams'
import {
  aboutPageQuery,
  beaconBySlugQuery,
  contactPageQuery,
  genevaSummitPageQuery,
  getInspiredPageQuery,
  homePageQuery,
  moreSectionsQuery,
  nominationPageQuery,
  pageBySlugQuery,
  pilotBySlugQuery,
  privacyPolicyPageQuery,
  summitPageQuery,
} from '@/sanity/queries'
import {launchDocuments, runQuery, runQueryWith} from '../embedded'

/** Each page's query with the params its loader gives it, and the id of the document it reads. */
const OWNER_QUERIES = [
  {query: homePageQuery, params: {}, id: 'homePage'},
  {query: aboutPageQuery, params: {}, id: 'aboutPage'},
  {query: contactPageQuery, params: {}, id: 'contactPage'},
  {query: privacyPolicyPageQuery, params: {}, id: 'privacyPolicyPage'},
  {query: getInspiredPageQuery, params: {}, id: 'getInspiredPage'},
  {query: summitPageQuery, params: {}, id: 'summitPage'},
  {query: genevaSummitPageQuery, params: {}, id: 'genevaSummitPage'},
  {query: nominationPageQuery, params: {}, id: 'nominationPage'},
  {query: pilotBySlugQuery, params: {slug: 'givify'}, id: 'pilot-givify'},
  {query: beaconBySlugQuery, params: {slug: 'today-tomorrow'}, id: launchBeaconOf('today-tomorrow')},
] as const

/** The id of the Beacon page of the finalist with this slug. */
function launchBeaconOf(slug: string): string {
  const documents = launchDocuments() as {_id: string; _type: string; slug?: {current?: string}; finalist?: {_ref: string}}[]
  const finalist = documents.find((doc) => doc._type === 'finalist' && doc.slug?.current === slug)
  const beacon = documents.find((doc) => doc._type === 'beaconPage' && doc.finalist?._ref === finalist?._id)
  if (!beacon) throw new Error(`no Beacon page for ${slug}`)
  return beacon._id
}

type Owner = {_id: string; moreSectionKinds: string[]} | null

describe('more sections', () => {
  test('the launch content has none: every page’s query reads its document’s id and no kinds', async () => {
    for (const {query, params, id} of OWNER_QUERIES) {
      const owner = (await runQuery(query, params)) as Owner
      expect(owner, id).toMatchObject({_id: id, moreSectionKinds: []})
      expect(await runQuery(moreSectionsQuery, {id}), id).toEqual({sections: []})
    }
  })

  test('sections added to About are listed by kind in its query and read as a page made in the Studio reads its own', async () => {
    const about = launchDocuments().find((doc) => doc._id === 'aboutPage')!
    const withMore = {...about, moreSections: structuredClone(everySectionPage.sections)}
    const page = await runQueryWith([everySectionPage], pageBySlugQuery, {slug: EVERY_SECTION_PAGE_SLUG})
    const owner = (await runQueryWith([withMore], aboutPageQuery)) as Owner
    expect(owner?.moreSectionKinds).toEqual(EVERY_SECTION_KINDS)
    const more = await runQueryWith([withMore], moreSectionsQuery, {id: 'aboutPage', ...FIRST_PAGE_PARAMS})
    expect(more?.sections).toEqual(page?.sections)
    expect(more?.sections.length).toBe(EVERY_SECTION_KINDS.length)
  })

  test('a pilot’s more sections are its own: another document’s id reads none', async () => {
    const pilot = launchDocuments().find((doc) => doc._id === 'pilot-givify')!
    const section = everySectionPage.sections.find((candidate) => candidate._type === 'callToActionSection')!
    const withMore = {...pilot, moreSections: [structuredClone(section)]}
    const owner = (await runQueryWith([withMore], pilotBySlugQuery, {slug: 'givify'})) as Owner
    expect(owner?.moreSectionKinds).toEqual(['callToActionSection'])
    expect((await runQueryWith([withMore], moreSectionsQuery, {id: 'pilot-givify'}))?.sections).toHaveLength(1)
    expect(await runQueryWith([withMore], moreSectionsQuery, {id: 'aboutPage'})).toEqual({sections: []})
  })
})
