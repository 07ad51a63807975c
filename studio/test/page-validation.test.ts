/**
 * A page made in the Studio as an editor meets it, checked with Sanity's own validator: an address the
 * site already uses is refused naming its owner, another page's current or earlier address is refused
 * naming that page, a section missing what it needs is refused in the editor's words, and a row of 7
 * figures warns how it will look. The test page that uses every section kind passes as it is.
 */
import {expect, test} from 'vitest'
import {everySectionPage} from '@site/content/fixtures'
import {schemaTypes} from '../schemaTypes'
import {PAGE_SECTION_TYPES, sectionList} from '../schemaTypes/sections'
import {launchDocuments, validate} from './support/validate'

type Doc = Parameters<typeof validate>[0]
const draft = (change: Partial<typeof everySectionPage> & Record<string, unknown> = {}): Doc =>
  ({...structuredClone(everySectionPage), _id: 'drafts.page-new', ...change}) as Doc
const withSlug = (slug: string) => draft({slug: {_type: 'slug', current: slug}})
const errorsAt = async (doc: Doc, path: string | RegExp, dataset = launchDocuments) =>
  (await validate(doc, dataset))
    .filter((marker) => marker.level === 'error' && (typeof path === 'string' ? marker.path === path : path.test(marker.path)))
    .map((marker) => marker.message)

test('the test page with every section kind has no error', async () => {
  const markers = await validate(draft())
  expect(markers.filter((marker) => marker.level === 'error')).toEqual([])
})

test('an address the site already uses is refused, naming what uses it', async () => {
  expect(await errorsAt(withSlug('about'), 'slug')).toEqual(['/about is the address of the About page: choose another.'])
  expect(await errorsAt(withSlug('pilot'), 'slug')).toEqual(['/pilot is the address of the pilot case studies (/pilot/…): choose another.'])
  expect(await errorsAt(withSlug('api'), 'slug')).toEqual([
    '/api is the address of the site’s publish and preview services: choose another.',
  ])
  expect(await errorsAt(withSlug('join-the-2027-challenge'), 'slug')).toEqual([])
})

test('an address another page uses now, or used before, is refused, naming that page', async () => {
  const other = {
    ...structuredClone(everySectionPage),
    _id: 'page-press',
    title: 'Press',
    slug: {_type: 'slug', current: 'press'},
    previousSlugs: ['news'],
  }
  const dataset = [...launchDocuments, other]
  expect(await errorsAt(withSlug('press'), 'slug', dataset)).toEqual(['This address belongs to “Press” (Page): choose another.'])
  expect(await errorsAt(withSlug('news'), 'slug', dataset)).toEqual([
    '“Press” (Page) was published at this address before, and its old links still lead there: choose another.',
  ])
})

test('an address that is not lower-case words joined by hyphens is refused', async () => {
  expect((await errorsAt(withSlug('Join 2027!'), 'slug'))[0]).toMatch(/lower-case letters, digits and hyphens/)
})

test('a section missing what it needs is refused in the editor’s words', async () => {
  const sections = structuredClone(everySectionPage.sections).map((section) => {
    if (section._type === 'heroSection') return {...section, headline: undefined}
    if (section._type === 'callToActionSection') return {...section, buttons: [{_type: 'linkButton', _key: 'nowhere', label: 'Go'}]}
    if (section._type === 'videoSection') return {...section, url: 'https://vimeo.com/12345'}
    return section
  })
  const messages = await errorsAt(draft({sections} as never), /^sections\./)
  expect(messages).toEqual(
    expect.arrayContaining([
      'Write the headline.',
      'Choose the page this button opens, or paste the address of another website.',
      'Paste a YouTube address (youtube.com or youtu.be).',
    ]),
  )
  expect(await errorsAt(draft({sections: []} as never), 'sections')).toEqual(['Add at least one section: the page would be empty.'])
})

test('a row of 7 figures warns how wide screens will show it', async () => {
  const sections = structuredClone(everySectionPage.sections).map((section) =>
    section._type === 'figuresSection'
      ? {
          ...section,
          statistics: Array.from({length: 7}, (_, index) => ({_type: 'statistic', _key: `f${index}`, number: `${index}`, label: 'Figure'})),
        }
      : section,
  )
  const warnings = (await validate(draft({sections} as never))).filter(
    (marker) => marker.level === 'warning' && /statistics$/.test(marker.path),
  )
  expect(warnings.map((marker) => marker.message)).toEqual([
    'A row of figures is designed for 4 figures. With 7, wide screens show them in rows of 4 and 3.',
  ])
})

test('every section kind has an anchor, a one-line description and an insert-menu picture', () => {
  const pictureOf = sectionList().options.insertMenu.views[0]!.previewImageUrl
  for (const type of PAGE_SECTION_TYPES) {
    const definition = schemaTypes.find((candidate) => candidate.name === type) as unknown as {
      description?: string
      fields: {name: string}[]
    }
    expect(definition.description, type).toBeTruthy()
    expect(
      definition.fields.map((field) => field.name),
      type,
    ).toContain('anchor')
    const picture = pictureOf?.(type) ?? ''
    expect(picture, type).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(decodeURIComponent(picture.slice(picture.indexOf(',') + 1)), type).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/,
    )
  }
})
