import {describe, expect, test} from 'vitest'
import {SITE_TAG, tagsForDocument} from './tags'

describe('cache tags for a published document', () => {
  test('a routed document affects its type and its slug', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'givify'})).toEqual(['pilot', 'pilot:givify'])
    expect(tagsForDocument({_type: 'finalist', slug: {current: 'today-tomorrow'}})).toEqual(['finalist', 'finalist:today-tomorrow'])
  })

  test('a rename or a delete also affects the address the document had before', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'givify-2', previousSlug: 'givify'})).toEqual(['pilot', 'pilot:givify-2', 'pilot:givify'])
    expect(tagsForDocument({_type: 'article', slug: null, previousSlug: 'manifesto'})).toEqual(['article', 'article:manifesto'])
    expect(tagsForDocument({_type: 'pilot', slug: 'givify', previousSlug: 'givify'})).toEqual(['pilot', 'pilot:givify'])
  })

  test('a document without a slug affects its type', () => {
    expect(tagsForDocument({_type: 'partner'})).toEqual(['partner'])
  })

  test('site settings affect every page', () => {
    expect(tagsForDocument({_type: 'siteSettings'})).toEqual([SITE_TAG])
  })
})
