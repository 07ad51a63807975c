import {describe, expect, test} from 'vitest'
import {MAX_TAG_LENGTH, SITE_TAG, tagsForDocument} from '@/sanity/tags'

describe('cache tags for a published document', () => {
  test('a routed document affects its own page and the pages that show it or its type, not the other documents of its type', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'givify', previousSlug: 'givify'})).toEqual(['pilot', 'pilot:givify'])
    expect(tagsForDocument({_type: 'finalist', slug: {current: 'today-tomorrow'}, previousSlug: 'today-tomorrow'})).toEqual([
      'finalist',
      'finalist:today-tomorrow',
    ])
  })

  test("a first publish also adds its address to its type's address list (prerendering, sitemap)", () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'ocean-pledge', previousSlug: null})).toEqual([
      'pilot',
      'pilot:ocean-pledge',
      'addresses:pilot',
    ])
    expect(tagsForDocument({_type: 'beaconPage', slug: 'today-tomorrow'})).toEqual([
      'beaconPage',
      'beaconPage:today-tomorrow',
      'addresses:beaconPage',
    ])
  })

  test('a rename or a delete affects every page: links to the document anywhere show its address', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'givify-2', previousSlug: 'givify'})).toEqual([SITE_TAG])
    expect(tagsForDocument({_type: 'article', slug: null, previousSlug: 'manifesto'})).toEqual([SITE_TAG])
  })

  test('a document without a slug affects its type', () => {
    expect(tagsForDocument({_type: 'partner'})).toEqual(['partner'])
  })

  test('site settings affect every page', () => {
    expect(tagsForDocument({_type: 'siteSettings'})).toEqual([SITE_TAG])
  })

  test('a slug too long for a cache tag, or holding a control character, affects every page: none can carry its tag', () => {
    expect(tagsForDocument({_type: 'pilot', slug: 'a'.repeat(60_000)})).toEqual([SITE_TAG])
    expect(tagsForDocument({_type: 'pilot', slug: 'givify\nforged'})).toEqual([SITE_TAG])
    const longest = 'a'.repeat(MAX_TAG_LENGTH - 'pilot:'.length)
    expect(tagsForDocument({_type: 'pilot', slug: longest})).toEqual(['pilot', `pilot:${longest}`, 'addresses:pilot'])
  })
})
