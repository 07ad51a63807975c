/**
 * The Presentation tool's locations (every document type of the schema resolves to the pages that show
 * it) and main documents (every page opens the document it is drawn from).
 */
import {evaluate, parse} from 'groq-js'
import {expect, test} from 'vitest'
import {documentPath, PAGE_PATH_LIST} from '@site/routes'
import {schemaTypes} from '../schemaTypes'
import {locationResolvers, mainDocuments} from '../presentation'
import {launchDocuments} from './support/validate'

const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
const resolvers = locationResolvers(documentTypes)

function hrefs(type: string, selected: Record<string, string> | null) {
  const resolver = resolvers[type]
  if (!resolver || !('resolve' in resolver)) throw new Error(`No location resolver for ${type}`)
  const state = resolver.resolve(selected)
  return (state?.locations ?? []).map((location) => location.href)
}

test('every document type of the schema resolves to at least one page', () => {
  expect(documentTypes.length).toBeGreaterThan(10)
  for (const type of documentTypes) {
    // A redirect's location is the page it leads to: here a pilot's.
    expect(hrefs(type, {slug: 'givify', title: 'Title', toType: 'pilot'}), type).not.toEqual([])
  }
})

test('each document shows on its own page first, then the pages that list it', () => {
  expect(hrefs('pilot', {title: 'Givify', slug: 'givify'})).toEqual(['/pilot/givify', '/pilots'])
  expect(hrefs('article', {title: 'Manifesto', slug: 'manifesto'})).toEqual(['/article/manifesto', '/get-inspired'])
  expect(hrefs('finalist', {title: 'Today & Tomorrow', slug: 'today-tomorrow'})).toEqual(['/beacon/today-tomorrow', '/get-inspired'])
  expect(hrefs('beaconPage', {slug: 'today-tomorrow'})).toEqual(['/beacon/today-tomorrow', '/get-inspired'])
  expect(hrefs('pilotsPage', {})).toEqual(['/pilots'])
  expect(hrefs('summitPage', {})).toEqual(['/innovation-summit'])
  expect(hrefs('partner', {name: 'Ocean Aid'})).toEqual(['/'])
  expect(hrefs('teamMember', {name: 'Someone'})).toEqual(['/about'])
  expect(hrefs('redirect', {title: '/summit', toType: 'pilot', slug: 'givify'})).toEqual(['/pilot/givify'])
  expect(hrefs('redirect', {title: '/summit'})).toEqual([])
})

test('site settings show on every page; an unpublished slug still shows on its list', () => {
  expect(hrefs('siteSettings', {})).toEqual([...PAGE_PATH_LIST])
  expect(hrefs('pilot', {title: 'New pilot'})).toEqual(['/pilots'])
})

const locations = (type: string, selected: Record<string, string>) => {
  const resolver = resolvers[type]
  return resolver && 'resolve' in resolver ? resolver.resolve(selected)?.locations : undefined
}

test('a location is titled by the document on its own page, and a single page by its name', () => {
  expect(locations('pilot', {title: 'Givify', slug: 'givify'})).toEqual([
    {title: 'Givify', href: '/pilot/givify'},
    {title: 'Pilots page', href: '/pilots'},
  ])
  expect(locations('aboutPage', {})).toEqual([{title: 'About page', href: '/about'}])
  expect(locations('teamMember', {name: 'Wei Chen'})).toEqual([{title: 'Wei Chen', href: '/about'}])
  // Site settings show on every page: none of them is titled by a bare path.
  const everywhere = locations('siteSettings', {}) ?? []
  expect(everywhere.map(({title}) => title)).toEqual(expect.arrayContaining(['Home page', 'Privacy policy', 'Annual Event (Geneva)']))
  expect(everywhere.filter(({title}) => title.startsWith('/'))).toEqual([])
})

test('a document that adds more sections opens its own page first: the sections show there, after its own content', () => {
  const withMoreSections = schemaTypes
    .filter(
      (type) => type.type === 'document' && (type as {fields?: {name: string}[]}).fields?.some((field) => field.name === 'moreSections'),
    )
    .map((type) => type.name)
  expect(withMoreSections).toEqual(expect.arrayContaining(['homePage', 'aboutPage', 'pilot', 'beaconPage']))
  const slugs: Record<string, string> = {pilot: 'givify', beaconPage: 'today-tomorrow'}
  for (const type of withMoreSections) {
    const own = documentPath(type, slugs[type])
    expect(own, type).toBeTruthy()
    expect(hrefs(type, {title: 'Title', ...(slugs[type] ? {slug: slugs[type]} : {})})[0], type).toBe(own)
  }
})

test('every page of the launch content opens its one main document beside the preview, a Beacon page its Beacon page document', async () => {
  const entries = mainDocuments()
  // The first entry whose route the address fits, as the tool picks one; its `:slug` is the query's $slug.
  const pattern = (route: string) => new RegExp(`^${route.replace(':slug', '([^/]+)')}$`)
  const found = async (path: string) => {
    const entry = entries.find(({route}) => pattern(String(route)).test(path))
    if (!entry) return []
    const slug = pattern(String(entry.route)).exec(path)?.[1]
    const filter = typeof entry.filter === 'string' ? entry.filter : ''
    const result = await evaluate(parse(`*[${filter}]._id`), {dataset: launchDocuments, params: {slug}})
    return (await result.get()) as string[]
  }
  for (const path of PAGE_PATH_LIST) expect(await found(path), path).toHaveLength(1)
  expect(await found('/pilot/givify')).toEqual(['pilot-givify'])
  const beacon = await found('/beacon/staking-for-good')
  expect(beacon).toHaveLength(1)
  expect(launchDocuments.find(({_id}) => _id === beacon[0])?._type).toBe('beaconPage')
  expect(await found('/article/manifesto')).toHaveLength(1)
})
