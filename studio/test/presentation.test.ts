/** The Presentation tool's locations: every document type of the schema resolves to the pages that show it. */
import {expect, test} from 'vitest'
import {documentPath, PAGE_PATH_LIST} from '@site/routes'
import {schemaTypes} from '../schemaTypes'
import {locationResolvers} from '../presentation'

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
