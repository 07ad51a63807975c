/**
 * Where the live status's records come from and live: the page index learnt from what the cache
 * handlers store (a page's publish tags, not Next's implicit ones, no 404), the pages a publish renders
 * (single pages first, at most 20), and the records themselves, in one process's memory (bounded) or
 * in a Redis that two instances share and answer alike from.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {connectRedis} from '@/redis/connection.mjs'
import {builtPagesTagged} from '@/live/builtPages'
import {pagesTagged, withPageIndex} from '@/live/pageIndex.mjs'
import {memoryRecords, redisRecords} from '@/live/records'
import {MAX_RENDERS, pathsToRender} from '@/live/renderPages'
import {startRedis} from '../support/redisServer'

test('the cache handler indexes each page it stores under its publish tags; Home is /; a 404 is not a page', async () => {
  const stored: string[] = []
  const Indexed = withPageIndex(
    class {
      async set(key: string) {
        stored.push(key)
      }
    },
  )
  const cache = new Indexed() as unknown as {set(key: string, data: unknown, ctx?: unknown): Promise<void>}
  const page = (tags: string, status = 200) => ({kind: 'APP_PAGE', status, headers: {'x-next-cache-tags': tags}})
  await cache.set('/index', page('_N_T_/layout,_N_T_/index,sanity,homePage,pilot'))
  await cache.set('/pilot/index-test', page('_N_T_/pilot/index-test,sanity,pilot:index-test'))
  await cache.set('/pilot/gone-test', page('sanity,pilot:gone-test', 404))
  await cache.set('/sitemap.xml', {kind: 'APP_ROUTE', status: 200, headers: {'x-next-cache-tags': 'sanity,pilot-route-test'}})
  expect(stored).toEqual(['/index', '/pilot/index-test', '/pilot/gone-test', '/sitemap.xml'])
  expect(await pagesTagged(['pilot:index-test'])).toEqual(['/pilot/index-test'])
  expect((await pagesTagged(['pilot'])).sort()).toEqual(['/'])
  expect(await pagesTagged(['pilot:gone-test', 'pilot-route-test', '_N_T_/index'])).toEqual([])
})

test('a publish renders single pages first, then the others, at most 20', () => {
  const slugged = Array.from({length: 30}, (_, index) => `/pilot/p-${String(index).padStart(2, '0')}`)
  const chosen = pathsToRender([...slugged, '/about', '/', '/pilots'])
  expect(chosen).toHaveLength(MAX_RENDERS)
  expect(chosen.slice(0, 3)).toEqual(['/', '/about', '/pilots'])
  expect(chosen.slice(3)).toEqual(slugged.slice(0, 17))
  expect(pathsToRender([])).toEqual([])
})

test('one process keeps the most recent records; a revision recorded already keeps its record', async () => {
  const records = memoryRecords({}, 3)
  expect(await records.applied([{id: 'a', rev: 'r1'}], 1_000, {edge: false})).toEqual([{id: 'a', rev: 'r1'}])
  await records.settled([{id: 'a', rev: 'r1'}], {rendered: true, purged: null})
  // The catch-up finds the webhook's revision again: nothing new.
  expect(await records.applied([{id: 'a', rev: 'r1'}], 2_000, {edge: false})).toEqual([])
  expect((await records.read(['a'])).get('a')).toEqual({rev: 'r1', appliedAt: 1_000, rendered: true, purged: null})
  // A settle of an older revision does not touch the newer one.
  await records.applied([{id: 'a', rev: 'r2'}], 3_000, {edge: true})
  await records.settled([{id: 'a', rev: 'r1'}], {rendered: true, purged: true})
  expect((await records.read(['a'])).get('a')).toEqual({rev: 'r2', appliedAt: 3_000, rendered: false, purged: false})
  await records.applied(
    ['b', 'c', 'd'].map((id) => ({id, rev: null})),
    4_000,
    {edge: false},
  )
  expect([...(await records.read(['a', 'b', 'c', 'd'])).keys()]).toEqual(['b', 'c', 'd'])
})

let redis: Awaited<ReturnType<typeof startRedis>>
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis?.stop())

test('two instances sharing a Redis answer alike: one records and renders, the other reads it', async () => {
  const [one, two] = [connectRedis(redis.url), connectRedis(redis.url)]
  try {
    const [first, second] = [redisRecords(one, 'live-test:'), redisRecords(two, 'live-test:')]
    await first.applied(
      [
        {id: 'pilot-givify', rev: 'r1'},
        {id: 'article-gone', rev: null},
      ],
      5_000,
      {edge: true},
    )
    expect(await second.applied([{id: 'pilot-givify', rev: 'r1'}], 6_000, {edge: true})).toEqual([])
    await first.settled([{id: 'pilot-givify', rev: 'r1'}], {rendered: true, purged: true})
    const read = await second.read(['pilot-givify', 'article-gone', 'unknown'])
    expect(Object.fromEntries(read)).toEqual({
      'pilot-givify': {rev: 'r1', appliedAt: 5_000, rendered: true, purged: true},
      'article-gone': {rev: null, appliedAt: 5_000, rendered: false, purged: false},
    })
    // Forgotten after a fortnight, not kept forever.
    expect(await one.ttl('live-test:live:document:pilot-givify')).toBeGreaterThan(13 * 24 * 3600)
  } finally {
    one.destroy()
    two.destroy()
  }
})

test('the pages a build prerendered are read from each build folder: its pages, not its share images, 404 or error pages', () => {
  const folder = (pages: Record<string, string>) => {
    const dist = mkdtempSync(join(tmpdir(), 'built-pages-'))
    const app = join(dist, 'server', 'app')
    for (const [name, tags] of Object.entries(pages)) {
      mkdirSync(dirname(join(app, name)), {recursive: true})
      writeFileSync(join(app, `${name}.meta`), JSON.stringify({headers: {'x-next-cache-tags': tags}}))
      if (!name.endsWith('opengraph-image')) writeFileSync(join(app, `${name}.html`), '<html></html>')
    }
    return dist
  }
  const one = folder({
    index: '_N_T_/index,sanity,homePage',
    'pilot/givify': 'sanity,pilot:givify',
    'pilot/givify/opengraph-image': 'sanity,pilot:givify',
    '_not-found': 'sanity',
  })
  const two = folder({about: 'sanity,aboutPage'})
  try {
    expect(builtPagesTagged(['sanity'], one).sort()).toEqual(['/', '/pilot/givify'])
    expect(builtPagesTagged(['pilot:givify'], one)).toEqual(['/pilot/givify'])
    expect(builtPagesTagged(['sanity'], two)).toEqual(['/about'])
    expect(builtPagesTagged(['sanity'], join(tmpdir(), 'no-such-build'))).toEqual([])
  } finally {
    for (const dist of [one, two]) rmSync(dist, {recursive: true, force: true})
  }
})
