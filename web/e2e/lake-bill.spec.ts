/**
 * Anonymous traffic cannot run up the Content Lake's bill: production servers of the Lake-mode build
 * read a Content Lake stand-in that records every query it answers. Visitors asking for made-up slugs,
 * page numbers past a list's end and an editor's redirect, for seconds on end, cost no read of the
 * redirects or the address lists after the first; a publish costs one more; and a publish heard by one
 * of two instances sharing Redis reaches the other's redirects without either polling the Lake.
 */
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {DEFAULT_CATCH_UP_INTERVAL_S} from '../src/constants.mjs'
import {addressesQuery, listLengthsQuery, redirectsQuery} from '../src/sanity/queries'
import {startPublishServer, WEBHOOK_SECRET, type PublishServer} from '../test/support/productionServer'
import {startRedis} from '../test/support/redisServer'
import {expect, test} from './support/fixtures'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** Longer than the spec: no catch-up run after the start, so only visitors and the webhook can make the site read. */
const NO_CATCH_UP = {SITE_CATCH_UP_INTERVAL_S: '3600'}
/** How long visitors keep asking: several times the one second an answer used to be kept. */
const TRAFFIC_MS = 4_000

const REDIRECTED = '/index.php/innovation-in-fundraising-summit/'
/** What anonymous visitors ask for, and what each gets: made-up slugs and page numbers, and an editor's redirect. */
const VISITS: {path: string; status: number}[] = [
  {path: '/pilot/made-up-slug', status: 404},
  {path: '/article/made-up-slug/opengraph-image', status: 404},
  {path: '/beacon/made-up-slug', status: 404},
  {path: '/a-page-nobody-made', status: 404},
  {path: '/pilots/page/9', status: 404},
  {path: REDIRECTED, status: 308},
]

/** The types whose address lists those visits are judged by: pilots, articles, finalists (Beacon pages) and pages made in the Studio. */
const ADDRESS_LISTS = 4

let lake: LakeStandIn
const servers: PublishServer[] = []

async function lakeServer(env: Record<string, string> = {}) {
  const started = await startPublishServer({fromDist: LAKE_SITE_DIST, env: {...lakeSiteEnv(lake.apiHost), ...NO_CATCH_UP, ...env}})
  servers.push(started)
  return started
}

/** The Lake reads of the redirects and the address lists the proxy answers from, so far. */
const readsOf = () => ({
  redirects: lake.queries.filter(({query}) => query === redirectsQuery).length,
  addresses: lake.queries.filter(({query}) => query === addressesQuery).length,
  listLengths: lake.queries.filter(({query}) => query === listLengthsQuery).length,
})

async function visit(site: PublishServer, path: string) {
  const response = await fetch(`${site.url}${path}`, {redirect: 'manual'})
  await response.arrayBuffer()
  return {status: response.status, location: response.headers.get('location')}
}

/** Every visit, one after the other, for `ms`, as a crawler would send them; each answer as expected. */
async function trafficFor(sites: PublishServer[], ms: number) {
  const until = Date.now() + ms
  let sent = 0
  while (Date.now() < until) {
    for (const {path, status} of VISITS) {
      const site = sites[sent++ % sites.length]!
      expect((await visit(site, path)).status, path).toBe(status)
    }
  }
  return sent
}

/** An editor publishes a new redirect: the stand-in sends its webhook to `site`, and the answer has come. */
async function publishRedirect(site: PublishServer, from: string) {
  lake.setWebhook({url: `${site.url}/api/revalidate`, secret: WEBHOOK_SECRET})
  lake.store.applyMutations([
    {create: {_id: `redirect-${from.replace(/\W/g, '')}`, _type: 'redirect', from, url: 'https://example.org/moved', permanent: true}},
  ])
  await lake.settled()
  lake.setWebhook(undefined)
  expect(lake.webhooks.at(-1)?.status).toBe(200)
}

test.beforeEach(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
})
test.afterEach(async () => {
  for (const started of servers.splice(0)) await started.stop()
  await lake?.close()
})

test('visitors asking for made-up and redirected addresses for seconds cost no Lake read after the first; a publish costs one', async () => {
  const site = await lakeServer()
  for (const {path, status} of VISITS) expect((await visit(site, path)).status, path).toBe(status)
  const first = readsOf()
  expect(first.redirects).toBeGreaterThan(0)

  const sent = await trafficFor([site], TRAFFIC_MS)
  expect(sent).toBeGreaterThan(VISITS.length)
  expect(readsOf()).toEqual(first)

  await publishRedirect(site, '/old-news')
  await eventually(
    () => visit(site, '/old-news'),
    ({status, location}) => status === 308 && location === 'https://example.org/moved',
    'the new redirect answered',
  )
  await trafficFor([site], TRAFFIC_MS)
  // Each list the visitors' addresses need is read once more, after the publish, and no more.
  expect(readsOf()).toEqual({
    redirects: first.redirects + 1,
    addresses: first.addresses + ADDRESS_LISTS,
    listLengths: first.listLengths + 1,
  })
})

test('a publish heard by one of two instances sharing Redis reaches the other’s redirects, with one read each', async () => {
  const redis = await startRedis()
  try {
    const env = {REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'lake-bill-test:'}
    const [one, two] = [await lakeServer(env), await lakeServer(env)]
    for (const site of [one, two]) for (const {path, status} of VISITS) expect((await visit(site, path)).status, path).toBe(status)
    const before = readsOf()
    await trafficFor([one, two], TRAFFIC_MS)
    expect(readsOf()).toEqual(before)

    await publishRedirect(one, '/old-press')
    // Neither instance runs a catch-up meanwhile: the other learns of the publish through Redis, within an interval.
    await eventually(
      () => visit(two, '/old-press'),
      ({status, location}) => status === 308 && location === 'https://example.org/moved',
      'the other instance answering the new redirect',
      {timeoutMs: DEFAULT_CATCH_UP_INTERVAL_S * 1000},
    )
    await trafficFor([one, two], TRAFFIC_MS)
    expect(readsOf().redirects).toBe(before.redirects + 2)
  } finally {
    await redis.stop()
  }
})
