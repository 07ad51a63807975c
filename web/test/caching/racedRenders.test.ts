/** A page whose render a revalidation of its own tags overtook is not stored; others are. */
import {expect, test} from 'vitest'
import {withoutRacedRenders} from '@/caching/racedRenders.mjs'

class Stored {
  entries = new Map<string, unknown>()
  async get(key: string) {
    return this.entries.get(key) ?? null
  }
  async set(key: string, data: unknown) {
    this.entries.set(key, data)
  }
  async revalidateTag(_tags: string | string[]) {}
}

const page = (tags: string) => ({kind: 'APP_PAGE', status: 200, headers: {'x-next-cache-tags': tags}})

test('a render overtaken by a revalidation of one of its tags is not stored; one that was not, or of other tags, is', async () => {
  const Cache = withoutRacedRenders(Stored)
  // Next makes several handler instances: the one rendering and the one revalidating are not the same.
  const rendering = new Cache()
  const revalidating = new Cache()

  await rendering.get('/pilots')
  await new Promise((resolve) => setTimeout(resolve, 2))
  await revalidating.revalidateTag(['pilotsPage'])
  await rendering.set('/pilots', page('sanity,pilot,pilotsPage'))
  expect(rendering.entries.has('/pilots')).toBe(false)

  await rendering.get('/pilots')
  await rendering.set('/pilots', page('sanity,pilot,pilotsPage'))
  expect(rendering.entries.has('/pilots')).toBe(true)

  await rendering.get('/about')
  await revalidating.revalidateTag('pilot:givify')
  await rendering.set('/about', page('sanity,aboutPage'))
  expect(rendering.entries.has('/about')).toBe(true)
})
