/** Menu links and rich-text links can point at exactly the documents that have an address of their own. */
import {documentPath} from '@site/routes'
import {expect, test} from 'vitest'
import {INTERNAL_TARGET_TYPES} from '../schemaTypes/internalTargets'
import {schemaTypes} from '../schemaTypes'

test('every page and every slugged document can be linked, and each has an address', () => {
  const types = INTERNAL_TARGET_TYPES.map(({type}) => type)
  expect(types).toEqual([
    'homePage',
    'aboutPage',
    'pilotsPage',
    'getInspiredPage',
    'summitPage',
    'genevaSummitPage',
    'nominationPage',
    'contactPage',
    'privacyPolicyPage',
    'pilot',
    'article',
    'finalist',
    'page',
  ])
  for (const type of types) expect(documentPath(type, 'a-slug'), type).toMatch(/^\//)
  const documentTypes = new Set<string>(schemaTypes.filter((t) => t.type === 'document').map((t) => t.name))
  expect(types.filter((type) => !documentTypes.has(type))).toEqual([])
})

test('documents without an address of their own cannot be link targets', () => {
  const types = INTERNAL_TARGET_TYPES.map(({type}) => type)
  for (const type of ['partner', 'teamMember', 'beaconPage', 'siteSettings']) expect(types).not.toContain(type)
})
