/**
 * The site outlives its CMS, end to end: production servers of the Lake-mode build (turbo task
 * `build:lake`) read a Content Lake stand-in through a fault-injecting front. While the Lake cannot be
 * read, every address answers as it last could (no 5xx), whatever made its page stale: a start with no
 * memory, an emptied Redis shared by two instances, a publish behind the edge; and once the Lake answers
 * again, what was published meanwhile (a rename included, the sitemap with it) reaches visitors within
 * a catch-up interval.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startFaultyLake} from '../test/support/faultyLake'
import {freePort} from '../test/support/freePort'
import {startPublishServer} from '../test/support/productionServer'
import {startRedis} from '../test/support/redisServer'
import {startVarnish} from '../test/support/varnishServer'
import {expect, test} from './support/fixtures'

test.describe.configure({mode: 'serial', timeout: 150_000})

const INTERVAL_S = 2
/** Once the Lake answers again: one catch-up interval, a re-render, and a visitor's next request. */
const CONVERGENCE_MS = INTERVAL_S * 1000 + 15_000

let lake: LakeStandIn
let front: Awaited<ReturnType<typeof startFaultyLake>>
let work: string
/** What the running test started, stopped after it in reverse order. */
const running: {stop(): Promise<unknown>}[] = []

async function server(env: Record<string, string> = {}) {
  const started = await startPublishServer({
    fromDist: LAKE_SITE_DIST,
    env: {...lakeSiteEnv(front.apiHost), SITE_CATCH_UP_INTERVAL_S: String(INTERVAL_S), ...env},
  })
  running.push(started)
  return started
}

async function visit(base: string, path: string) {
  const response = await fetch(`${base}${path}`, {redirect: 'manual', signal: AbortSignal.timeout(20_000)})
  return {status: response.status, body: await response.text(), location: response.headers.get('location')}
}

const edit = (id: string, set: Record<string, unknown>) => lake.store.applyMutations([{patch: {id, set}}])

/** Once the Lake answers: the pilot's page showing what was published meanwhile. */
const showingPilotTitle = (base: string, title: string) =>
  eventually(
    () => visit(base, '/pilot/givify'),
    ({body}) => body.includes(title),
    `the change on ${base}, once the Lake answers`,
    {timeoutMs: CONVERGENCE_MS},
  )

/** Every address of the sitemap, a share image, the robots file, a redirect and a made-up address. */
async function everyAddress(base: string) {
  const sitemap = (await visit(base, '/sitemap.xml')).body
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(pages.length).toBeGreaterThan(20)
  return [
    ...pages,
    '/sitemap.xml',
    '/robots.txt',
    '/pilot/givify/opengraph-image',
    '/index.php/innovation-in-fundraising-summit',
    '/pilot/made-up',
  ]
}

/** What each address answers: never 5xx; a page with its content (its main heading), the sitemap its entries. */
async function expectEveryAddressAnswered(base: string, paths: string[]) {
  const failures: string[] = []
  for (const path of paths) {
    const {status, body} = await visit(base, path)
    const expected =
      path === '/pilot/made-up'
        ? status === 404
        : path.startsWith('/index.php/')
          ? status === 308
          : status === 200 &&
            (path.endsWith('.xml') ? body.includes('<urlset') : path.endsWith('.txt') || path.endsWith('-image') || /<h1/.test(body))
    if (!expected) failures.push(`${path}: ${status}`)
  }
  expect(failures, `answers from ${base}`).toEqual([])
}

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'lake-outage-'))
})
test.beforeEach(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
  front = await startFaultyLake(lake.apiHost)
})
test.afterEach(async () => {
  for (const started of running.splice(0).reverse()) await started.stop()
  await front?.close()
  await lake?.close()
})
test.afterAll(() => {
  if (work) rmSync(work, {recursive: true, force: true})
})

test('the Lake down right after a start with no memory: every address answers with its content, and the change published meanwhile arrives', async () => {
  const title = 'Givify, Published After the Build'
  edit('pilot-givify', {title})
  const site = await server()
  // Started: its first catch-up has made the pages that show the change stale, at once.
  expect(site.logs.join('')).toMatch(/\[catch-up\] 1 changed \(pilot-givify\): pilot, pilot:givify/)
  const paths = await everyAddress(site.url)
  front.setFault('error')
  await expectEveryAddressAnswered(site.url, paths)
  const health = (await (await fetch(`${site.url}/api/health`)).json()) as {contentLake: {reachable: boolean; unreachableSince?: string}}
  expect(health.contentLake).toMatchObject({reachable: false, unreachableSince: expect.any(String)})

  front.setFault('none')
  await showingPilotTitle(site.url, title)
  // The page may show it before the catch-up's next run, which finds the Lake back and says so.
  const logs = await eventually(
    () => site.logs.join(''),
    (joined) => /\[lake\] the Content Lake answers again after \d+ s/.test(joined),
    'the line saying the Lake answers again',
    {timeoutMs: CONVERGENCE_MS},
  )
  expect(logs.match(/\[lake\] the Content Lake cannot be read/g)).toHaveLength(1)
  expect(logs.match(/\[lake\] the Content Lake answers again after \d+ s/g)).toHaveLength(1)
})

test('an instance with no memory at all, started while the Lake cannot be read, answers with its build’s pages, then converges', async () => {
  front.setFault('error')
  const title = 'Givify, Published While Nothing Could Be Read'
  edit('pilot-givify', {title})
  const site = await server()
  await expectEveryAddressAnswered(site.url, await everyAddress(site.url))
  front.setFault('none')
  await showingPilotTitle(site.url, title)
})

test('two instances on an emptied Redis with the Lake down: every address answers from both', async () => {
  const redis = await startRedis()
  running.push(redis)
  const env = {REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'lake-outage:'}
  const sites = [await server(env), await server(env)]
  const paths = await everyAddress(sites[0]!.url)
  // Both have rendered and shared every page; then Redis loses everything, and the Lake goes down.
  for (const site of sites) await expectEveryAddressAnswered(site.url, paths)
  expect(await redis.flushAll()).toBe('OK')
  front.setFault('error')
  for (const site of sites) await expectEveryAddressAnswered(site.url, paths)

  const title = 'Givify, Published Once the Lake Was Back'
  front.setFault('none')
  edit('pilot-givify', {title})
  for (const site of sites) await showingPilotTitle(site.url, title)
})

test('a rename while the Lake is unreachable: once it answers, the sitemap, the old address and the new one follow', async () => {
  const site = await server()
  expect((await visit(site.url, '/sitemap.xml')).body).toContain('/pilot/givify<')
  front.setFault('error')
  // Renamed in the Studio while the site cannot read the Lake; its webhook is lost.
  edit('pilot-givify', {slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']})
  // Visitors meanwhile re-render what they ask for from the last good content.
  for (const path of ['/sitemap.xml', '/pilot/givify', '/pilots']) expect((await visit(site.url, path)).status).toBe(200)
  front.setFault('none')
  await eventually(
    () => visit(site.url, '/sitemap.xml'),
    ({body}) => body.includes('/pilot/givify-renamed<') && !body.includes('/pilot/givify<'),
    'the sitemap with the new address only',
    {timeoutMs: CONVERGENCE_MS},
  )
  // The page that showed it may be served once more while it re-renders (a publish's usual path).
  await eventually(
    () => visit(site.url, '/pilot/givify'),
    ({status, location}) => status === 308 && location === '/pilot/givify-renamed',
    'the old address redirecting',
    {timeoutMs: CONVERGENCE_MS},
  )
  expect((await visit(site.url, '/pilot/givify-renamed')).status).toBe(200)
})

test('behind the edge, a publish then the Lake down, then the site down: the edge answers its last copy', async () => {
  const purgePort = await freePort()
  const site = await server({VARNISH_PURGE_URL: `http://127.0.0.1:${purgePort}`})
  const edge = await startVarnish({backendPort: Number(new URL(site.url).port), purgePort})
  running.push(edge)
  // Kept at the edge as a publish can purge it: with the keys of what it shows, served from there.
  const kept = (path: string) =>
    eventually(
      () =>
        fetch(`${edge.url}${path}`).then(async (response) => ({
          hits: Number(response.headers.get('x-cache-hits')),
          body: await response.text(),
        })),
      ({hits}) => hits > 0,
      `${path} kept at the edge`,
    )
  for (const path of ['/pilot/givify', '/pilots', '/about']) await kept(path)

  const publishTitle = async (title: string) => {
    edit('pilot-givify', {title})
    const webhook = await site.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))
    expect(webhook.status).toBe(200)
  }
  const first = 'Givify, Published While the Lake Answered'
  await publishTitle(first)
  for (const path of ['/pilot/givify', '/pilots'])
    await eventually(
      () => visit(edge.url, path),
      ({body}) => body.includes(first),
      `the publish on ${path} at the edge`,
    )

  // The Lake goes down; a publish purges the edge, which asks the site again: every answer is the page.
  front.setFault('error')
  const asked = edge.backendRequests()
  await publishTitle('Givify, Published While the Lake Was Down')
  await eventually(
    async () => {
      for (const path of ['/pilot/givify', '/pilots']) {
        const {status, body} = await visit(edge.url, path)
        expect(status, path).toBe(200)
        expect(body, path).toContain(first)
      }
      return edge.backendRequests()
    },
    (count) => count >= asked + 2,
    'the edge asking the site for the purged pages',
  )

  // The site itself goes: the edge keeps answering with what it had, the purged pages included.
  await site.stop()
  for (const path of ['/pilot/givify', '/pilots', '/about']) {
    const {status, body} = await visit(edge.url, path)
    expect(status, path).toBe(200)
    expect(body, path).toMatch(/<h1/)
  }
})
