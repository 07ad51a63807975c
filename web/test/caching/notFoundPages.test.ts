import {permanentRedirect} from 'next/navigation'
import {describe, expect, test} from 'vitest'
import {isNotFoundResponse, withoutNewNotFoundPages, withRedirectLocation} from '@/caching/notFoundPages.mjs'

/** A stand-in cache: a map, the way Next's handlers are called (get(key, ctx), set(key, data, ctx)). */
class MapCache {
  entries = new Map<string, unknown>()
  async get(key: string) {
    return this.entries.has(key) ? {value: this.entries.get(key)} : null
  }
  async set(key: string, data: unknown) {
    this.entries.set(key, data)
  }
}

const page = (status: number, html = '<html></html>') => ({kind: 'APP_PAGE', status, html, headers: {'x-nextjs-stale-time': '300'}})

describe('the cache handler for pages rendered on demand', () => {
  test('a 404 for an address that never had a page is not stored', async () => {
    const cache = new (withoutNewNotFoundPages(MapCache))()
    await cache.set('/pilot/made-up', page(404))
    await cache.set('/pilot/made-up/opengraph-image', {kind: 'APP_ROUTE', status: 404, body: ''})
    expect(cache.entries.size).toBe(0)
  })

  test("a deleted page's 404 replaces the page stored before", async () => {
    const cache = new (withoutNewNotFoundPages(MapCache))()
    await cache.set('/article/manifesto', page(200))
    await cache.set('/article/manifesto', page(404))
    expect(cache.entries.get('/article/manifesto')).toMatchObject({status: 404})
  })

  test('pages and data are stored as usual', async () => {
    const cache = new (withoutNewNotFoundPages(MapCache))()
    await cache.set('/pilot/givify', page(200))
    await cache.set('fetch-key', {kind: 'FETCH', data: {}})
    expect([...cache.entries.keys()]).toEqual(['/pilot/givify', 'fetch-key'])
  })

  test('a stored redirect keeps its Location, read from the redirect the page carries', async () => {
    const html = '<script>self.__next_f.push([1,"14:E{\\"digest\\":\\"NEXT_REDIRECT;replace;/pilot/givify-2;308;\\"}"])</script>'
    expect(withRedirectLocation(page(308, html)).headers).toEqual({'x-nextjs-stale-time': '300', location: '/pilot/givify-2'})
    expect(withRedirectLocation(page(200, html)).headers).toEqual({'x-nextjs-stale-time': '300'})
  })

  test("the redirect it reads is the one Next's permanentRedirect throws, as the flight data carries it", () => {
    let digest = ''
    try {
      permanentRedirect('/pilot/givify-2')
    } catch (error) {
      digest = (error as {digest: string}).digest
    }
    // The flight data is a JSON string inside a script: the digest's quotes arrive escaped.
    const html = `<script>self.__next_f.push([1,${JSON.stringify(`14:E${JSON.stringify({digest})}`)}])</script>`
    expect(withRedirectLocation(page(308, html)).headers).toMatchObject({location: '/pilot/givify-2'})
  })

  test('only page and route responses with status 404 count as not found', () => {
    expect(isNotFoundResponse(page(404))).toBe(true)
    expect(isNotFoundResponse(page(200))).toBe(false)
    expect(isNotFoundResponse({kind: 'FETCH', status: 404})).toBe(false)
    expect(isNotFoundResponse(null)).toBe(false)
  })
})
