/**
 * The site's purges against stand-ins of Fastly's and Cloudflare's APIs (test/support/purgeApis.ts):
 * each CDN gets its documented request, keys in calls of the size it accepts; a purge that fails is
 * logged once, its keys kept, the state shows in /api/health/edge's source, and the next purge that gets
 * through sends them too. And which headers a page answer gets for each CDN.
 */
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest'
import {edgeFromEnv, edgeKeys, EDGE_LIFETIME} from '@/edge/cdns.mjs'
import {edgeHeaders} from '@/edge/headers'
import {purgeEdge, purgesFailing, purgesFailingSince} from '@/edge/purge.mjs'
import {eventually} from '@site/test-harness/eventually'
import {startPurgeApis} from '../support/purgeApis'
import {startRedis} from '../support/redisServer'

let apis: Awaited<ReturnType<typeof startPurgeApis>>
beforeAll(async () => {
  apis = await startPurgeApis()
})
afterAll(() => apis.stop())
afterEach(() => {
  apis.purged.length = 0
  apis.refuse(false)
  newInstance()
  vi.restoreAllMocks()
})

/** The purge state is the process's: a fresh one, as another instance (or the next test) has. */
function newInstance() {
  const holder = globalThis as unknown as Record<symbol, {retry?: NodeJS.Timeout | null; shared?: {redis: {destroy(): void}}}>
  const state = holder[Symbol.for('site.edgePurge')]
  if (state?.retry) clearInterval(state.retry)
  delete holder[Symbol.for('site.edgePurge')]
  // Its connection to Redis too (redis/connection.mjs keeps one per process).
  const connections = (globalThis as unknown as Record<symbol, Map<string, {client: {destroy(): void}}> | undefined>)[
    Symbol.for('site.sharedRedis')
  ]
  for (const {client} of connections?.values() ?? []) client.destroy()
  connections?.clear()
}

describe('purging', () => {
  test('Fastly: the surrogate keys, with the token in Fastly-Key, softly (a purged page stays to answer if the site cannot)', async () => {
    await purgeEdge(['pilot', 'pilot:givify'], apis.env.fastly)
    expect(apis.purged).toEqual([{cdn: 'fastly', keys: ['pilot', 'pilot:givify']}])
    expect(apis.fastlySoft).toEqual([true])
    expect(purgesFailingSince()).toBeNull()
  })

  test('Cloudflare: the tags with a Bearer token, 30 a call', async () => {
    const tags = Array.from({length: 45}, (_, i) => `pilot:p${i}`)
    await purgeEdge(tags, apis.env.cloudflare)
    expect(apis.purged.map(({cdn, keys}) => [cdn, keys.length])).toEqual([
      ['cloudflare', 30],
      ['cloudflare', 15],
    ])
    expect(apis.purged.flatMap(({keys}) => keys)).toEqual(tags)
  })

  test('a refused purge is logged once, its keys kept, and sent with the next purge that gets through', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {})
    const wrongToken = {...apis.env.fastly, FASTLY_API_TOKEN: 'revoked', SITE_CATCH_UP_INTERVAL_S: '3600'}
    await purgeEdge(['pilot:givify'], wrongToken)
    await purgeEdge(['article:manifesto'], wrongToken)
    expect(purgesFailingSince()).not.toBeNull()
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^\[edge\] purging fastly failed \(401 /)])
    expect(apis.purged).toEqual([])

    await purgeEdge(['sanity'], apis.env.fastly)
    expect(apis.purged).toEqual([{cdn: 'fastly', keys: ['pilot:givify', 'article:manifesto', 'sanity']}])
    expect(purgesFailingSince()).toBeNull()
    expect(infos.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^\[edge\] purges reach fastly again after \d+ s/),
    ])
  }, 30_000)

  test('with REDIS_URL a failure is every instance’s until a purge gets through, which then purges every page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const redis = await startRedis()
    try {
      const env = {...apis.env.fastly, REDIS_URL: redis.url, SITE_CATCH_UP_INTERVAL_S: '3600'}
      await purgeEdge(['pilot:givify'], {...env, FASTLY_API_TOKEN: 'revoked'})
      const since = purgesFailingSince()
      expect(since).not.toBeNull()
      await eventually(
        () => redis.keyCount(),
        (count) => count === 1,
        'the failure in Redis',
      )

      // Another instance, which never failed and never had the failed keys.
      newInstance()
      expect(purgesFailingSince()).toBeNull()
      expect(await purgesFailing(env)).toBe(since)
      await purgeEdge(['article:manifesto'], env)
      expect(apis.purged).toEqual([
        {cdn: 'fastly', keys: ['article:manifesto']},
        {cdn: 'fastly', keys: ['sanity']},
      ])
      expect(await purgesFailing(env)).toBeNull()
    } finally {
      newInstance()
      await redis.stop()
    }
  }, 30_000)

  test('no CDN configured: nothing is sent', async () => {
    await purgeEdge(['pilot'], {})
    expect(apis.purged).toEqual([])
  })
})

describe('what a page answer tells each CDN', () => {
  const tags = 'sanity,pilot,pilot:givify,_N_T_/layout,_N_T_/pilot/givify'

  test('its keys from its cache tags (never Next’s implicit ones) and a day’s lifetime, in that CDN’s headers', () => {
    expect(edgeHeaders(edgeFromEnv({VARNISH_PURGE_URL: 'http://edge:6081'}), 'public, max-age=0, s-maxage=15', tags, false)).toEqual({
      xkey: 'sanity pilot pilot:givify',
      'Surrogate-Control': EDGE_LIFETIME,
    })
    expect(edgeHeaders(edgeFromEnv(apis.env.fastly), 'public, max-age=0', tags, false)).toEqual({
      'Surrogate-Key': 'sanity pilot pilot:givify',
      'Surrogate-Control': EDGE_LIFETIME,
    })
    expect(edgeHeaders(edgeFromEnv(apis.env.cloudflare), 'public, max-age=0', tags, false)).toEqual({
      'Cache-Tag': 'sanity,pilot,pilot:givify',
      'Cloudflare-CDN-Cache-Control': EDGE_LIFETIME,
    })
  })

  test('none for a private answer, a page whose tags are unknown, while purges fail, or with no CDN', () => {
    const varnish = edgeFromEnv({VARNISH_PURGE_URL: 'http://edge:6081'})
    expect(edgeHeaders(varnish, 'private, no-store', tags, false)).toEqual({})
    expect(edgeHeaders(varnish, 'public, max-age=0', undefined, false)).toEqual({})
    expect(edgeHeaders(varnish, 'public, max-age=0', tags, true)).toEqual({})
    expect(edgeHeaders(null, 'public, max-age=0', tags, false)).toEqual({})
  })

  test('bounded: past the header’s limit a document’s key gives way to its type’s, which its publish purges too', () => {
    const varnish = edgeFromEnv({VARNISH_PURGE_URL: 'http://edge:6081'})!
    // A list at 100 times the launch content: 128 tags (Next's most per entry) of long slugs.
    const many = [
      'sanity',
      'pilot',
      'addresses:pilot',
      ...Array.from({length: 125}, (_, i) => `pilot:${'a-long-pilot-slug-'.repeat(4)}${i}`),
    ]
    expect(edgeKeys(many.join(','), varnish)).toEqual(['sanity', 'pilot', 'addresses:pilot'])
    expect(edgeKeys('pilot:caf\u00e9,sanity', varnish)).toEqual(['sanity'])
  })
})
