/** A page whose render a revalidation of its own tags overtook is not stored; others are. */
import {expect, test} from 'vitest'
import {withoutRacedRenders} from '@/caching/racedRenders.mjs'

/** A stand-in cache: what it stores, and the tags it was asked to mark stale (`{}`) or expire. */
class Stored {
  entries = new Map<string, unknown>()
  marked: [string[], unknown][] = []
  async get(key: string) {
    return this.entries.get(key) ?? null
  }
  async set(key: string, data: unknown) {
    this.entries.set(key, {lastModified: Date.now(), value: data})
  }
  async revalidateTag(tags: string | string[], durations?: unknown) {
    this.marked.push([([] as string[]).concat(tags), durations])
  }
}

const page = (tags: string) => ({kind: 'APP_PAGE', status: 200, headers: {'x-next-cache-tags': tags}})

test('a render overtaken by a revalidation of one of its tags is stored stale; one that was not, or of other tags, fresh', async () => {
  const Cache = withoutRacedRenders(Stored)
  // Next makes several handler instances: the one rendering and the one revalidating are not the same.
  const rendering = new Cache()
  const revalidating = new Cache()

  await rendering.get('/pilots')
  await revalidating.revalidateTag(['pilotsPage'])
  await rendering.set('/pilots', page('_N_T_/layout,_N_T_/pilots,sanity,pilot,pilotsPage'))
  expect(rendering.entries.has('/pilots')).toBe(true)
  // The tag that overtook it marked stale once more (stale: `{}`, not expired).
  expect(rendering.marked.at(-1)).toEqual([['pilotsPage'], {}])

  const marks = () => rendering.marked.length
  const before = marks()
  await rendering.get('/pilots')
  await rendering.set('/pilots', page('_N_T_/layout,_N_T_/pilots,sanity,pilot,pilotsPage'))
  await rendering.get('/about')
  await revalidating.revalidateTag('pilot:givify')
  await rendering.set('/about', page('_N_T_/layout,_N_T_/about,sanity,aboutPage'))
  expect(marks()).toBe(before)
})

test('a later request joined to a render begun before the revalidation does not make that render count as begun after it', async () => {
  const cache = new (withoutRacedRenders(Stored))()
  await cache.get('/get-inspired')
  await cache.revalidateTag(['getInspiredPage'])
  // Next batches this request with the render already under way, which then stores its answer.
  await cache.get('/get-inspired')
  await cache.set('/get-inspired', page('sanity,finalist,getInspiredPage'))
  expect(cache.marked.at(-1)).toEqual([['getInspiredPage'], {}])
})

test('a page served fresh from the cache leaves no ask behind: its next render after a revalidation is stored fresh', async () => {
  const cache = new (withoutRacedRenders(Stored))()
  await cache.get('/p/first')
  await cache.set('/p/first', page('sanity,page:first'))
  await new Promise((resolve) => setImmediate(resolve))
  await cache.get('/p/first')
  const marked = cache.marked.length
  await cache.revalidateTag(['page:first'])
  await cache.get('/p/first')
  await cache.set('/p/first', page('sanity,page:first'))
  expect(cache.marked.slice(marked + 1)).toEqual([])
})
