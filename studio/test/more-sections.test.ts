/**
 * "More sections": every single page (the Pilots page aside), every pilot and every Beacon page ends
 * with an optional list of the page builder's sections, the same kinds and insert menu as a page made
 * in the Studio, in a tab of its own where the document has tabs. Empty in the launch content; what
 * an editor adds is checked as a page made in the Studio's sections are.
 */
import {expect, test} from 'vitest'
import {everySectionPage} from '@site/content/fixtures'
import {PAGE_PATHS} from '@site/routes'
import {schemaTypes} from '../schemaTypes'
import {PAGE_SECTION_TYPES} from '../schemaTypes/sections'
import {launchDocument, launchDocuments, validate} from './support/validate'

/** Every single page of the route table but the Pilots page (issue #53 leaves it out), every pilot and every Beacon page: a new single page gets the field too. */
const OWNERS = [...Object.keys(PAGE_PATHS).filter((type) => type !== 'pilotsPage'), 'pilot', 'beaconPage']

type Field = {
  name: string
  title?: string
  description?: string
  group?: string
  of?: {type: string}[]
  options?: unknown
  validation?: unknown
}
type Definition = {name: string; type: string; fields: Field[]; groups?: {name: string; title: string}[]}

const definition = (name: string) => schemaTypes.find((type) => type.name === name) as unknown as Definition

test('the field is the last of each of these document types, and of no other', () => {
  const sections = definition('page').fields.find((field) => field.name === 'sections')!
  for (const owner of OWNERS) {
    const {fields, groups} = definition(owner)
    const field = fields.at(-1)!
    expect(field.name, owner).toBe('moreSections')
    expect(field).toMatchObject({title: 'More sections', type: 'array'})
    expect(field.description).toMatch(/after this page’s own content/)
    expect(field.of?.map((member) => member.type)).toEqual([...PAGE_SECTION_TYPES])
    expect(field.options, owner).toEqual(sections.options)
    expect(field.validation, owner).toBeUndefined()
    if (groups) {
      expect(field.group, owner).toBe('moreSections')
      expect(groups.at(-1), owner).toEqual({name: 'moreSections', title: 'More sections'})
    } else expect(field.group, owner).toBeUndefined()
  }
  const others = schemaTypes
    .filter((type) => type.type === 'document' && !OWNERS.includes(type.name))
    .filter((type) => (type as unknown as Definition).fields.some((field) => field.name === 'moreSections'))
  expect(others.map((type) => type.name)).toEqual([])
})

test('the launch content adds no section anywhere', () => {
  expect(launchDocuments.filter((doc) => 'moreSections' in doc).map((doc) => doc._id)).toEqual([])
})

test('About with every kind of section added has no error; a section missing what it needs is refused in the editor’s words', async () => {
  const about = launchDocument('aboutPage')
  const complete = {...about, _id: 'drafts.aboutPage', moreSections: structuredClone(everySectionPage.sections)}
  expect((await validate(complete)).filter((marker) => marker.level === 'error')).toEqual([])

  const incomplete = structuredClone(everySectionPage.sections).map((section) =>
    section._type === 'heroSection' ? {...section, headline: undefined} : section,
  )
  const errors = (await validate({...complete, moreSections: incomplete})).filter((marker) => marker.level === 'error')
  expect(errors).toEqual([{level: 'error', path: 'moreSections.[hero].headline', message: 'Write the headline.'}])
})
