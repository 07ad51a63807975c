/** Every page of the route table says where its search description comes from, and that field exists on its documents. */
import {expect, test} from 'vitest'
import {ROUTED_TYPES, searchDescriptionField} from '../src/index.ts'
import {launchDocuments} from './dataset.ts'

test('every routed type has a search description field, filled on every launch document of that type', () => {
  for (const type of ROUTED_TYPES) {
    const field = searchDescriptionField(type)
    expect(field, type).toBeTruthy()
    const documents = launchDocuments.filter((doc) => doc._type === type)
    // Pages made in the Studio are the one routed type the launch content has none of.
    if (type !== 'page') expect(documents.length, type).toBeGreaterThan(0)
    for (const doc of documents) expect(typeof doc[field!], `${doc._id}.${field}`).toBe('string')
  }
})
