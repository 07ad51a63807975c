import {describe, expect, test} from 'vitest'
import {numberedPageOf, sluggedAddressOf} from '../src/index.ts'

describe('which slugged document an address asks for', () => {
  test("a slugged page and its share image, under each route's base or at the top level", () => {
    expect(sluggedAddressOf('/pilot/givify')).toEqual({type: 'pilot', slug: 'givify'})
    expect(sluggedAddressOf('/pilot/givify/opengraph-image')).toEqual({type: 'pilot', slug: 'givify'})
    expect(sluggedAddressOf('/article/manifesto')).toEqual({type: 'article', slug: 'manifesto'})
    expect(sluggedAddressOf('/beacon/today-tomorrow')).toEqual({type: 'finalist', slug: 'today-tomorrow'})
    expect(sluggedAddressOf('/join-2027')).toEqual({type: 'page', slug: 'join-2027'})
    expect(sluggedAddressOf('/join-2027/opengraph-image')).toEqual({type: 'page', slug: 'join-2027'})
  })

  test('as Next matches routes: a static segment under a slug is the slug, and slugs are decoded', () => {
    expect(sluggedAddressOf('/pilot/opengraph-image')).toEqual({type: 'pilot', slug: 'opengraph-image'})
    expect(sluggedAddressOf('/pilot/caf%C3%A9')).toEqual({type: 'pilot', slug: 'café'})
    // A first segment is compared as Next compares it: `/About` is no folder of the site.
    expect(sluggedAddressOf('/About')).toEqual({type: 'page', slug: 'About'})
  })

  test('addresses the site uses for other things, and those of no slugged route, are none', () => {
    for (const path of [
      '/',
      '/about',
      '/pilots',
      '/pilot',
      '/about/opengraph-image',
      '/opengraph-image',
      '/sitemap.xml',
      '/icon.svg',
      '/_not-found',
      '/_next/static/chunks/a.js',
      '/pilots/page/2',
      '/pilot/givify/more',
      '/innovation-summit/unknown-part',
      '/pilot/%zz',
    ])
      expect(sluggedAddressOf(path), path).toBeNull()
  })
})

describe('which numbered page of a list an address asks for', () => {
  test('pilots, finalists and articles: the page its number names, none for a number no page has', () => {
    expect(numberedPageOf('/pilots/page/2')).toEqual({list: 'pilots', page: 2})
    expect(numberedPageOf('/get-inspired/finalists/page/123456')).toEqual({list: 'finalists', page: 123456})
    expect(numberedPageOf('/get-inspired/articles/page/3')).toEqual({list: 'articles', page: 3})
    for (const segment of ['1', '02', 'x', '2.5', '1234567'])
      expect(numberedPageOf(`/pilots/page/${segment}`), segment).toEqual({list: 'pilots', page: null})
  })

  test('other addresses are none', () => {
    for (const path of ['/pilots', '/pilots/page', '/pilots/page/', '/pilots/page/2/more', '/get-inspired', '/pilot/givify'])
      expect(numberedPageOf(path), path).toBeNull()
  })
})
