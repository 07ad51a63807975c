/**
 * Items named in an editor's words. The Studio's own titles are checked with its real schema in
 * studio/test; here, a schema shaped like the Studio's compiled one, and none at all.
 */
import {expect, test} from 'vitest'
import {describeDocument, describeItem, describePath, spellOut, type SchemaLike, type SchemaTypeLike} from '../src/index.ts'
import {launchDocument, launchDocuments} from './dataset.ts'

const string = (title: string): SchemaTypeLike => ({name: 'string', title, jsonType: 'string'})
const implementer: SchemaTypeLike = {name: 'implementer', title: 'Implementer', fields: [{name: 'name', type: string('Name')}]}
const implementersSection: SchemaTypeLike = {
  name: 'pilotImplementersSection',
  title: 'Implementers section',
  fields: [
    {name: 'heading', type: string('Heading')},
    {name: 'implementers', type: {name: 'array', title: 'Implementers', jsonType: 'array', of: [implementer]}},
  ],
}
const schema: SchemaLike = {
  get: (name) =>
    name === 'pilot'
      ? {
          name: 'pilot',
          title: 'Pilot',
          preview: {select: {title: 'title'}},
          fields: [
            {name: 'title', type: string('Title')},
            {name: 'sections', type: {name: 'array', title: 'Case study sections', jsonType: 'array', of: [implementersSection]}},
          ],
        }
      : undefined,
}
const samuel = ['sections', {_key: 'k5t'}, 'implementers', {_key: 'k5v'}, 'name']

test('a field inside a case-study section: the section’s heading, the item’s position, the field’s title', () => {
  const givify = launchDocument('pilot-givify')
  expect(describeDocument(givify, schema)).toBe('Pilot: Givify')
  expect(describePath(givify, samuel, schema)).toEqual(['Implementers', '2', 'Name'])
  const item = {kind: 'sample' as const, documentId: 'pilot-givify', documentType: 'pilot', path: samuel, problem: ''}
  expect(describeItem(item, new Map([[givify._id, givify]]), schema)).toBe('Pilot: Givify › Implementers › 2 › Name')
})

test('without a schema, names are spelled out from the field names', () => {
  const givify = launchDocument('pilot-givify')
  expect(describeDocument(givify)).toBe('Pilot: Givify')
  expect(describePath(givify, samuel)).toEqual(['Implementers', '2', 'Name'])
  expect(describePath(givify, ['keyFeatures', 1])).toEqual(['Key features', '2'])
  expect(spellOut('seoDescription')).toBe('Seo description')
})

test('a single page is named by its type; a list item by its name unless that is the field in question', () => {
  const settings = launchDocument('siteSettings')
  expect(describeDocument(settings)).toBe('Site settings')
  const linkedIn = (settings.socialLinks as {_key: string; name: string}[]).find((link) => link.name === 'LinkedIn')!
  expect(describePath(settings, ['socialLinks', {_key: linkedIn._key}, 'url'])).toEqual(['Social links', 'LinkedIn', 'Url'])
  expect(describePath(settings, ['socialLinks', {_key: linkedIn._key}, 'name'])).toEqual(['Social links', '1', 'Name'])
})

test('a Beacon page is named after its finalist, through the reference its preview follows', () => {
  const page = launchDocument('beacon-staking-for-good')
  const byId = new Map(launchDocuments.map((doc) => [doc._id, doc]))
  const beaconSchema: SchemaLike = {get: () => ({name: 'beaconPage', title: 'Beacon page', preview: {select: {title: 'finalist.title'}}})}
  expect(describeDocument(page, beaconSchema, byId)).toBe('Beacon page: Staking for Good')
})
