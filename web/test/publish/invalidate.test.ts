/**
 * The last step of every publish the site hears of (publish/invalidate.ts), as the webhook and the
 * catch-up take it: each tag revalidated with the profile given, the process's remembered answers
 * forgotten, one log line, and the edge purged of exactly those tags once the cache handler has applied
 * them (edge/cacheHandler.mjs), never before, against a stand-in of Fastly's API.
 */
import {afterAll, afterEach, beforeAll, expect, test, vi} from 'vitest'
import {startPurgeApis} from '../support/purgeApis'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({revalidateTag, unstable_cache: <T>(load: T) => load}))
const forgetRememberedAnswers = vi.fn()
vi.mock('@/sanity/remembered', () => ({forgetRememberedAnswers}))

let apis: Awaited<ReturnType<typeof startPurgeApis>>
beforeAll(async () => {
  apis = await startPurgeApis()
})
afterAll(() => apis.stop())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  revalidateTag.mockReset()
  forgetRememberedAnswers.mockReset()
})

test('the tags are revalidated, the remembered answers forgotten, one line logged, and the edge purged once the cache has applied the tags', async () => {
  for (const [name, value] of Object.entries(apis.env.fastly)) vi.stubEnv(name, value)
  const {invalidate} = await import('@/publish/invalidate')
  const {withEdgePurges} = await import('@/edge/cacheHandler.mjs')
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})

  const tags = ['pilot', 'pilot:givify']
  const purged = invalidate({tags, profile: {expire: 0}, forgetRemembered: true, applied: [], log: '[revalidate] pilot pilot-givify'})
  expect(revalidateTag.mock.calls).toEqual([
    ['pilot', {expire: 0}],
    ['pilot:givify', {expire: 0}],
  ])
  expect(forgetRememberedAnswers).toHaveBeenCalledTimes(1)
  expect(info.mock.calls).toEqual([['[revalidate] pilot pilot-givify: pilot, pilot:givify']])
  // revalidateTag only queued the tags: nothing is purged before the cache handler applies them.
  expect(apis.purged).toEqual([])

  // Next applies them after the route's answer, through the cache handler.
  const Cache = withEdgePurges(
    class {
      revalidated: string[] = []
      async revalidateTag(applied: string[]) {
        this.revalidated.push(...applied)
      }
    },
  )
  const cache = new Cache()
  await cache.revalidateTag(tags)
  expect(cache.revalidated).toEqual(tags)
  await purged
  expect(apis.purged).toEqual([{cdn: 'fastly', keys: tags}])
})

test('a run that found nothing new leaves the remembered answers, and with no tags revalidates and logs nothing', async () => {
  const {invalidate} = await import('@/publish/invalidate')
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  invalidate({tags: ['pilot'], profile: 'max', forgetRemembered: false, applied: [], log: '[catch-up] again'})
  expect(revalidateTag.mock.calls).toEqual([['pilot', 'max']])
  expect(forgetRememberedAnswers).not.toHaveBeenCalled()
  revalidateTag.mockReset()
  info.mockReset()
  await invalidate({tags: [], profile: 'max', forgetRemembered: true, applied: [], log: '[catch-up] nothing'})
  expect(revalidateTag).not.toHaveBeenCalled()
  expect(forgetRememberedAnswers).not.toHaveBeenCalled()
  expect(info).not.toHaveBeenCalled()
})
