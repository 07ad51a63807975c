import {describe, expect, test} from 'vitest'
import {SITE_TAG, tagsForDocument} from './tags'

describe('cache tags for a published document', () => {
  test('a routed document affects its type and its slug', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'givify'})).toEqual(['pilot', 'pilot:givify'])
    expect(tagsForDocument({_type: 'finalist', slug: {current: 'today-tomorrow'}})).toEqual(['finalist', 'finalist:today-tomorrow'])
  })

  test('a document without a slug affects its type', () => {
    expect(tagsForDocument({_type: 'partner'})).toEqual(['partner'])
  })

  test('site settings affect every page', () => {
    expect(tagsForDocument({_type: 'siteSettings'})).toEqual([SITE_TAG])
  })
})
