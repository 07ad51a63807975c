/**
 * Several instances, one cache: two production servers of one build share a real redis-server
 * (REDIS_URL) and one content source. A publish webhook that reaches the first changes what the
 * second serves; made-up slugs add nothing to the shared cache; with Redis stopped both keep serving
 * pages and say so in their logs.
 */
import {expect, test} from '@playwright/test'
import {encodeSignatureHeader} from '@sanity/webhook'
import {cpSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {eventually} from '@site/test-harness/eventually'
import {startPublishServer, WEBHOOK_SECRET, type PublishServer} from '../test/support/productionServer'
import {startRedis} from '../test/support/redisServer'
import {madeUpPaths, settledValue, statusesInBatches} from './support/unknownSlugs'

test.describe.configure({mode: 'serial'})

const DATASET = fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
/** What "a few seconds" means for a visitor while Redis misbehaves. */
const VISITOR_PATIENCE_MS = 5_000
let redis: Awaited<ReturnType<typeof startRedis>>
let first: PublishServer
let second: PublishServer
let work: string
let sharedDatasetFile: string

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shared-cache-'))
  sharedDatasetFile = join(work, 'data.ndjson')
  cpSync(DATASET, sharedDatasetFile)
  redis = await startRedis()
  const env = {REDIS_URL: redis.url}
  first = await startPublishServer({env, sharedDatasetFile})
  second = await startPublishServer({env, sharedDatasetFile})
})
test.afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await redis?.stop()
  if (work) rmSync(work, {recursive: true, force: true})
})

// Each test starts from the launch dataset, published to both instances, every page fresh on each:
// the documents an earlier test changed are published back (only their pages render again), and the
// second instance asks for every page until none is stale (after a replayed webhook or an emptied Redis).
// A site-wide publish before each test cost 49 CPU-seconds for the spec instead of 35.
test.beforeEach(async () => {
  await first.reset()
  await second.settle()
})

test('a webhook to one instance changes what the other serves', async () => {
  const oldTitle = String(first.findDocument('pilot-givify').title)
  // Both instances have served (and cached) the page before the publish.
  for (const server of [first, second]) expect((await server.page('/pilot/givify')).html).toContain(oldTitle)

  const title = 'Givify, Published Once for Every Instance'
  first.editDocument('pilot-givify', (doc) => ({...doc, title}))
  // The content changed, but without a webhook neither instance re-renders.
  expect((await second.page('/pilot/givify')).html).not.toContain(title)

  const answer = await first.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))
  expect(answer.status).toBe(200)
  await second.pageCarrying('/pilot/givify', title)
  await second.pageCarrying('/pilots', title)
  await first.pageCarrying('/pilot/givify', title)
})

test('a rename published to one instance reaches the other’s sitemap and share images, which route handlers answer', async () => {
  // Both instances have served (and cached) the sitemap and the share image before the publish.
  for (const server of [first, second]) {
    expect((await server.page('/sitemap.xml')).html).toContain('/pilot/givify<')
    expect((await server.page('/pilot/givify/opengraph-image')).status).toBe(200)
  }
  first.editDocument('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-shared'}, previousSlugs: ['givify']}))
  const answer = await first.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify-shared', previousSlug: 'givify'}))
  expect(answer.status).toBe(200)
  await eventually(
    () => second.page('/sitemap.xml'),
    ({html}) => html.includes('/pilot/givify-shared<') && !html.includes('/pilot/givify<'),
    'the second instance’s sitemap with the new address only',
  )
  await eventually(
    () => second.page('/pilot/givify/opengraph-image'),
    ({status, headers}) => status === 308 && headers.get('location') === '/pilot/givify-shared/opengraph-image',
    'the second instance’s old share image redirecting',
  )
})

test('a restarted instance serves what was published, never the pages of its build', async () => {
  const title = 'Givify, Published Before the Second Instance Restarted'
  first.editDocument('pilot-givify', (doc) => ({...doc, title}))
  expect((await first.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))).status).toBe(
    200,
  )
  await first.pageCarrying('/pilot/givify', title)
  await second.stop()
  // Its build holds the launch title; the shared cache, and the dataset it checks at start, the published one.
  second = await startPublishServer({env: {REDIS_URL: redis.url}, sharedDatasetFile})
  const {status, html} = await second.page('/pilot/givify')
  expect(status).toBe(200)
  expect(html).toContain(title)
})

test('made-up slugs asked of both instances answer 404 and add nothing to the shared cache', async () => {
  const paths = madeUpPaths(300)
  const servers = [first, second]
  // Warm up: the first unknown slug of each route loads what every later one reuses.
  for (const server of servers) for (const path of paths.slice(0, 6)) expect((await server.page(path)).status, path).toBe(404)
  // Re-renders from earlier publishes may still be writing: start from a settled count.
  const before = await settledValue(() => redis.keyCount())
  const statuses = await statusesInBatches(paths, async (path, i) => (await servers[i % 2]!.page(path)).status)
  expect(statuses.filter((status) => status !== 404)).toEqual([])
  expect(await redis.keyCount()).toBe(before)
})

/** Sends one exact signed call, as an attacker who captured it would replay it. */
async function sendCaptured(server: PublishServer, body: string, signature: string) {
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': signature},
    body,
  })
  return {status: response.status, json: (await response.json()) as Record<string, unknown>}
}

test('a signed call accepted by one instance cannot be replayed to the other', async () => {
  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
  expect((await sendCaptured(first, body, signature)).status).toBe(200)
  expect(await sendCaptured(second, body, signature)).toEqual({
    status: 401,
    json: {revalidated: false, error: 'Signature already used (replay)'},
  })
  expect((await sendCaptured(first, body, signature)).status).toBe(401)
})

test('each instance holds one connection to Redis, for its cache, its webhook and its records alike', async () => {
  // A publish to each uses them all: the memory of signatures, the shared cache, the live records and the page index.
  for (const server of [first, second]) {
    expect((await server.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))).status).toBe(200)
    expect((await server.page('/pilot/givify')).status).toBe(200)
  }
  expect(await redis.clientCount()).toBe(2)
})

test('with Redis not answering, pages are still served within a few seconds and the failure is logged', async () => {
  const logStart = first.logs.join('').length
  redis.pause()
  try {
    for (const server of [first, second]) {
      for (const path of ['/', '/pilot/givify', '/about']) {
        const response = await fetch(`${server.url}${path}`, {signal: AbortSignal.timeout(VISITOR_PATIENCE_MS)})
        expect(response.status, `${server.url}${path}`).toBe(200)
        expect(await response.text()).toContain('</html>')
      }
    }
    expect(first.logs.join('').slice(logStart)).toMatch(/\[cache\] Redis at 127\.0\.0\.1:\d+ is unreachable \(no answer in time\)/)
  } finally {
    redis.resume()
  }
  // Once Redis answers again, the instance says so.
  await expect
    .poll(
      async () => {
        await first.page('/pilots')
        return first.logs.join('').slice(logStart)
      },
      {timeout: 15_000},
    )
    .toMatch(/\[cache\] Redis at 127\.0\.0\.1:\d+ is reachable again/)
})

test('with Redis stopped, pages are still served and the failure is logged', async () => {
  const logStart = {first: first.logs.join('').length, second: second.logs.join('').length}
  await redis.stop()
  try {
    for (const server of [first, second]) {
      for (const path of ['/', '/pilot/givify', '/about']) {
        const {status, html} = await server.page(path)
        expect(status, `${server.url}${path}`).toBe(200)
        expect(html).toContain('</html>')
      }
    }
    await eventually(
      () => first.logs.join('').slice(logStart.first),
      (log) => /\[cache\] Redis at 127\.0\.0\.1:\d+ is unreachable/.test(log),
      "the lost Redis in the first instance's log",
    )

    // Publishing still works: each instance checks replays on its own until Redis is back.
    const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
    expect((await sendCaptured(second, body, signature)).status).toBe(200)
    expect((await sendCaptured(second, body, signature)).status).toBe(401)
    expect(second.logs.join('').slice(logStart.second)).toMatch(/\[revalidate\] Redis at 127\.0\.0\.1:\d+ cannot check replays/)
  } finally {
    // Back where the instances look for it (empty: they render afresh), for whatever test comes next.
    redis = await startRedis({port: redis.port})
  }
})

test("while Redis is away, each page is rendered once and then served from the instance's memory; when it is back, from Redis again", async () => {
  const logStart = first.logs.join('').length
  await redis.stop()
  try {
    await eventually(
      async () => (await first.page('/about'), first.logs.join('').slice(logStart)),
      (log) => /\[cache\] Redis at 127\.0\.0\.1:\d+ is unreachable/.test(log),
      "the lost Redis in the first instance's log",
    )
    // Rendered (at most) once more, then kept: no longer one render per request.
    await first.page('/about')
    for (let i = 0; i < 3; i++) expect((await first.page('/about')).headers.get('x-nextjs-cache')).toBe('HIT')
  } finally {
    redis = await startRedis({port: redis.port})
  }
  await eventually(
    async () => (await first.page('/pilots'), first.logs.join('').slice(logStart)),
    (log) => /\[cache\] Redis at 127\.0\.0\.1:\d+ is reachable again/.test(log),
    "the regained Redis in the first instance's log",
  )
  // What was kept meanwhile is dropped: the page comes from the (new, empty) Redis, rendered once more.
  await first.page('/about')
  const keys = await redis.keyCount()
  expect(keys).toBeGreaterThan(0)
  expect((await first.page('/about')).headers.get('x-nextjs-cache')).toBe('HIT')
})
