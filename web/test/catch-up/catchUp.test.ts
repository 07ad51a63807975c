/**
 * The catch-up against the real queries (groq-js over the launch dataset, as the Lake would answer
 * them) and both stores: one instance's memory, and two instances sharing a real redis-server. A
 * change no webhook announced gets the tags its webhook would have revalidated, once when found and
 * once more on the next run; a deletion, a rename and Site settings make every page stale; a start
 * with no memory makes stale at once what changed since its build (every page when the build did not
 * say what it rendered); instances sharing Redis ask the Lake once per interval, and hand each other
 * the pages rendered while the Lake could not be read.
 */
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest'
import {queryDocuments, toLakeDocuments, type SanityDocumentLike} from '@site/content'
import {catchUp, LAKE_CONSISTENCY_MARGIN_MS, type CatchUpSource, type LakeIndex} from '@/catch-up/catchUp'
import {connectRedis} from '@/redis/connection.mjs'
import {catchUpRedisListener, memoryStore, redisStore, type CatchUpStore} from '@/catch-up/store'
import {publishedChangesQuery, publishedIndexQuery} from '@/sanity/queries'
import {embeddedImagePrefix} from '@/sanity/env'
import {launchDocuments} from '../embedded'
import {startRedis} from '../support/redisServer'

const INTERVAL_MS = 15_000
const LONG_AGO = '2026-01-01T00:00:00Z'

/** A Lake holding the launch dataset, where a test publishes, renames and deletes; it counts the questions asked. */
function lake() {
  let revision = 0
  const documents = new Map<string, SanityDocumentLike>(
    launchDocuments().map((doc) => [doc._id, {...doc, _rev: 'launch', _updatedAt: LONG_AGO} as SanityDocumentLike]),
  )
  const asked: string[] = []
  const run = <Q extends string>(query: Q, params: Record<string, unknown>) =>
    queryDocuments<never>(toLakeDocuments([...documents.values()], embeddedImagePrefix).documents, query, params)
  const source: CatchUpSource = {
    changes: async (since, max) => (asked.push('changes'), run(publishedChangesQuery, {since, max})),
    index: async () => (asked.push('index'), run(publishedIndexQuery, {})),
    built: () => null,
  }
  return {
    source,
    asked,
    /** The source of a server whose build recorded the Lake as it is now (src/catch-up/buildRevisions.ts). */
    async builtNow(): Promise<CatchUpSource> {
      const built = await run<typeof publishedIndexQuery>(publishedIndexQuery, {})
      return {...source, built: () => built as LakeIndex}
    },
    publish(id: string, change: (doc: SanityDocumentLike) => SanityDocumentLike) {
      const doc = documents.get(id) ?? ({_id: id} as SanityDocumentLike)
      documents.set(id, {...change(doc), _rev: `rev-${++revision}`, _updatedAt: new Date().toISOString()} as SanityDocumentLike)
    },
    remove(id: string) {
      documents.delete(id)
    },
  }
}

function runs(source: CatchUpSource, store: CatchUpStore) {
  let clock = Date.now()
  // Each run is an interval after the last, so the lock never holds it back.
  return async () => {
    clock += INTERVAL_MS
    const result = await catchUp({source, store, intervalMs: INTERVAL_MS, now: clock})
    return result.kind === 'skipped' ? 'skipped' : result.tags
  }
}

describe('one instance', () => {
  let content: ReturnType<typeof lake>
  let next: () => Promise<string[] | 'skipped'>
  beforeEach(async () => {
    content = lake()
    next = runs(content.source, memoryStore({}))
    // The first run has no memory: every page is stale at once, and the memory is filled from the full list.
    const first = await catchUp({source: content.source, store: memoryStore({}), intervalMs: INTERVAL_MS})
    expect(first).toEqual({kind: 'caught-up', expireNow: true, tags: ['sanity'], changed: [], gone: []})
    expect(await next()).toEqual(['sanity'])
    expect(await next()).toEqual([])
  })

  test('with nothing published, a run asks one small question and revalidates nothing', async () => {
    content.asked.length = 0
    expect(await next()).toEqual([])
    expect(content.asked).toEqual(['changes'])
  })

  test('an edited pilot whose webhook never came gets its own tags, once found and once more', async () => {
    content.publish('pilot-givify', (doc) => ({...doc, title: 'Givify, Edited With No Webhook'}))
    expect(await next()).toEqual(['pilot', 'pilot:givify'])
    expect(await next()).toEqual(['pilot', 'pilot:givify'])
    expect(await next()).toEqual([])
  })

  test('a new pilot names its address list too; a renamed one, Site settings and an image make every page stale', async () => {
    content.publish('pilot-new', () => ({
      _id: 'pilot-new',
      _type: 'pilot',
      title: 'A New Pilot',
      slug: {_type: 'slug', current: 'a-new-pilot'},
    }))
    expect(await next()).toEqual(['pilot', 'pilot:a-new-pilot', 'addresses:pilot'])
    await next()
    content.publish('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']}))
    expect(await next()).toEqual(['sanity'])
    await next()
    content.publish('siteSettings', (doc) => ({...doc, title: 'Settings Edited'}))
    expect(await next()).toEqual(['sanity'])
    await next()
    // An image (a new upload, or its metadata) is shown wherever it is used: every page, as its webhook says.
    content.publish('image-a-new-upload-1x1-png', () => ({_id: 'image-a-new-upload-1x1-png', _type: 'sanity.imageAsset'}))
    expect(await next()).toEqual(['sanity'])
  })

  test('a deleted article is found by the count and makes every page stale', async () => {
    const article = launchDocuments().find((doc) => doc._type === 'article')!
    content.remove(article._id)
    content.asked.length = 0
    expect(await next()).toEqual(['sanity'])
    // The count said one less: the full list said which.
    expect(content.asked).toEqual(['changes', 'index'])
    content.asked.length = 0
    expect(await next()).toEqual(['sanity'])
    expect(await next()).toEqual([])
    expect(content.asked).toEqual(['changes', 'changes'])
  })

  test('each question reaches back a margin before the last answer, for the Lake’s eventual consistency', async () => {
    const asked: string[] = []
    const watching: CatchUpSource = {
      ...content.source,
      changes: (since, max) => (asked.push(since), content.source.changes(since, max)),
    }
    const store = memoryStore({})
    await catchUp({source: watching, store, intervalMs: INTERVAL_MS})
    const before = Date.now()
    await catchUp({source: watching, store, intervalMs: INTERVAL_MS, now: Date.now() + INTERVAL_MS})
    expect(before - Date.parse(asked[0]!)).toBeGreaterThanOrEqual(LAKE_CONSISTENCY_MARGIN_MS - 1_000)
  })
})

describe('a start with no memory from a build that recorded what it rendered', () => {
  const start = (source: CatchUpSource) => catchUp({source, store: memoryStore({}), intervalMs: INTERVAL_MS})

  test('nothing published since the build: nothing is stale, and the run asked one small question', async () => {
    const content = lake()
    const built = await content.builtNow()
    content.asked.length = 0
    expect(await start(built)).toEqual({kind: 'caught-up', expireNow: true, tags: [], changed: [], gone: []})
    expect(content.asked).toEqual(['changes'])
  })

  test('a pilot published since the build: its pages only, stale at once', async () => {
    const content = lake()
    const built = await content.builtNow()
    content.publish('pilot-givify', (doc) => ({...doc, title: 'Givify, Published After the Build'}))
    expect(await start(built)).toEqual({
      kind: 'caught-up',
      expireNow: true,
      tags: ['pilot', 'pilot:givify'],
      changed: ['pilot-givify'],
      gone: [],
    })
  })

  test('a rename or a deletion since the build: every page, as their webhooks would', async () => {
    const renamed = lake()
    const builtBeforeRename = await renamed.builtNow()
    renamed.publish('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-renamed'}}))
    expect(await start(builtBeforeRename)).toMatchObject({expireNow: true, tags: ['sanity'], changed: ['pilot-givify']})

    const deleted = lake()
    const builtBeforeDelete = await deleted.builtNow()
    const article = launchDocuments().find((doc) => doc._type === 'article')!
    deleted.remove(article._id)
    expect(await start(builtBeforeDelete)).toMatchObject({expireNow: true, tags: ['sanity'], gone: expect.arrayContaining([article._id])})
  })
})

describe('pages rendered from last good answers', () => {
  test('one instance keeps the tags it noted until a run takes them', async () => {
    const store = memoryStore({})
    await store.noteLastGoodRenders(['pilot:givify', 'pilot'])
    await store.noteLastGoodRenders(['pilot'])
    expect((await store.takeLastGoodRenders()).sort()).toEqual(['pilot', 'pilot:givify'])
    expect(await store.takeLastGoodRenders()).toEqual([])
  })
})

describe('instances sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const clients: ReturnType<typeof connectRedis>[] = []
  const instance = (prefix: string) => {
    // Its own connection, as another process has: the site shares one per process (catchUpRedis).
    const client = connectRedis(redis.url, catchUpRedisListener(redis.url))
    clients.push(client)
    return redisStore(client, prefix)
  }
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })

  test('one instance asks the Lake per interval; what it saw is every instance’s memory', async () => {
    const content = lake()
    const [first, second] = [instance('shared:'), instance('shared:')]
    expect((await catchUp({source: content.source, store: first, intervalMs: INTERVAL_MS})).kind).toBe('caught-up')
    content.asked.length = 0
    const skipped = await catchUp({source: content.source, store: second, intervalMs: INTERVAL_MS})
    // It says when the other instance last read the Lake: its health check is not "behind" for never asking.
    expect(skipped).toEqual({kind: 'skipped', lastSuccessAt: expect.any(Number)})
    expect(content.asked).toEqual([])
    // A publish, found by the other instance's next turn from the memory the first one left.
    content.publish('pilot-givify', (doc) => ({...doc, title: 'Givify, Found by the Second Instance'}))
    await clients[0]!.del('shared:catch-up:lock')
    const found = await catchUp({source: content.source, store: second, intervalMs: INTERVAL_MS})
    expect(found).toMatchObject({kind: 'caught-up', expireNow: false, tags: ['pilot', 'pilot:givify'], changed: ['pilot-givify']})
  })

  test('what one instance rendered from last good answers, another takes once', async () => {
    const [first, second] = [instance('renders:'), instance('renders:')]
    await first.noteLastGoodRenders(['article:first-edition', 'sanity'])
    expect((await second.takeLastGoodRenders()).sort()).toEqual(['article:first-edition', 'sanity'])
    expect(await first.takeLastGoodRenders()).toEqual([])
  })

  test('an emptied Redis with the build’s list: only what changed since the build', async () => {
    const content = lake()
    const built = await content.builtNow()
    const store = instance('emptied-built:')
    await catchUp({source: built, store, intervalMs: INTERVAL_MS})
    await clients[0]!.flushAll()
    content.publish('pilot-givify', (doc) => ({...doc, title: 'Givify, While Redis Was Emptied'}))
    expect(await catchUp({source: built, store, intervalMs: INTERVAL_MS})).toMatchObject({
      expireNow: true,
      tags: ['pilot', 'pilot:givify'],
    })
  })

  test('an emptied Redis is a start with no memory: every page stale at once', async () => {
    const content = lake()
    const store = instance('emptied:')
    await catchUp({source: content.source, store, intervalMs: INTERVAL_MS})
    await clients[0]!.flushAll()
    expect(await catchUp({source: content.source, store, intervalMs: INTERVAL_MS})).toMatchObject({expireNow: true, tags: ['sanity']})
  })
})
