/**
 * What the Studio's badge reads (/api/live-status), end to end, against production servers of the
 * Lake-mode build reading a Content Lake stand-in: a publish announced by the webhook is reported with
 * the Lake's revision and its pages rendered by the site itself, so the very first visitor after that
 * gets the new page from the cache; a publish whose webhook was lost is reported once the catch-up has
 * applied it; while the Lake cannot be read, the status says so and keeps the revision last applied;
 * Site settings' publish renders the site's single pages. No browser: the Studio is a script here.
 */
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {DATA_FILE} from '@site/content/paths'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID, STACK_URLS} from '@site/test-harness/stack-config'
import {startFaultyLake} from '../test/support/faultyLake'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {expect, test} from './support/fixtures'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** The promise made to editors: a publish the webhook announced is reported live within 5 s. */
const LIVE_WITHIN_MS = 5_000

type DocumentStatus = {rev: string | null; appliedAt: string; rendered: boolean; purged: boolean | null} | null
type Status = {
  checkedAt: string
  site: {contentLake: {reachable: boolean; unreachableSince: string | null}; lastCaughtUpAt: string | null; edge: unknown}
  documents: Record<string, DocumentStatus>
}

let lake: LakeStandIn
const servers: PublishServer[] = []

async function server(env: Record<string, string> = {}, apiHost = lake.apiHost) {
  const started = await startPublishServer({fromDist: LAKE_SITE_DIST, env: {...lakeSiteEnv(apiHost), ...env}})
  servers.push(started)
  return started
}

async function status(site: PublishServer, ids: string): Promise<Status> {
  const response = await fetch(`${site.url}/api/live-status?ids=${ids}`, {headers: {origin: new URL(STACK_URLS.studio).origin}})
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe(new URL(STACK_URLS.studio).origin)
  expect(response.headers.get('cache-control')).toBe('private, max-age=1')
  return (await response.json()) as Status
}

const reported = (
  site: PublishServer,
  id: string,
  accept: (document: DocumentStatus, all: Status) => boolean,
  what: string,
  timeoutMs = 20_000,
) =>
  eventually(
    () => status(site, id),
    (answer) => accept(answer.documents[id] ?? null, answer),
    `${id}: ${what}`,
    {timeoutMs, intervalMs: 100},
  )

const revisionOf = (id: string) => lake.store.get(id)!._rev
const edit = (id: string, set: Record<string, unknown>) => lake.store.applyMutations([{patch: {id, set}}])
const webhookFor = (site: PublishServer, id: string, type: string, slug?: string) =>
  site.webhook(JSON.stringify({_id: id, _type: type, rev: revisionOf(id), ...(slug ? {slug, previousSlug: slug} : {})}))

test.beforeEach(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
})
test.afterEach(async () => {
  for (const started of servers.splice(0)) await started.stop()
  await lake?.close()
})

test('a pilot published through the webhook is reported live and rendered within 5 s, and the first visitor after gets it', async () => {
  const site = await server()
  const before = await status(site, 'pilot-givify,never-published')
  expect(before.documents['never-published']).toBeNull()
  expect(before.site).toMatchObject({contentLake: {reachable: true, unreachableSince: null}, edge: null})
  expect(Date.parse(String(before.site.lastCaughtUpAt))).toBeGreaterThan(0)

  const title = 'Givify, Reported Live to the Studio'
  edit('pilot-givify', {title})
  const rev = revisionOf('pilot-givify')
  const published = Date.now()
  expect((await webhookFor(site, 'pilot-givify', 'pilot', 'givify')).status).toBe(200)
  const live = await reported(site, 'pilot-givify', (document) => document?.rev === rev && document.rendered, 'the new revision, rendered')
  expect(Date.now() - published).toBeLessThan(LIVE_WITHIN_MS)
  expect(live.documents['pilot-givify']).toMatchObject({rev, rendered: true, purged: null})

  // The very first visitor after "live": the page the site rendered itself, from the cache.
  const first = await fetch(`${site.url}/pilot/givify`)
  expect(await first.text()).toContain(title)
  expect(first.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(site.logs.join('')).toMatch(/\[live\] pilot-givify: \d+ pages rendered: .*\/pilot\/givify/)
})

test('a publish whose webhook was lost is reported once the catch-up has applied it', async () => {
  const site = await server({SITE_CATCH_UP_INTERVAL_S: '1'})
  const title = 'Givify, Published While the Webhook Was Lost'
  edit('pilot-givify', {title})
  const rev = revisionOf('pilot-givify')
  await reported(site, 'pilot-givify', (document) => document?.rev === rev && document.rendered, 'the catch-up’s revision, rendered')
  expect(await (await fetch(`${site.url}/pilot/givify`)).text()).toContain(title)
})

test('while the Lake cannot be read, the status says so and keeps the revision last applied', async () => {
  const front = await startFaultyLake(lake.apiHost)
  try {
    const site = await server({SITE_CATCH_UP_INTERVAL_S: '1'}, front.apiHost)
    edit('pilot-givify', {title: 'Givify, Applied Before the Outage'})
    const applied = revisionOf('pilot-givify')
    expect((await webhookFor(site, 'pilot-givify', 'pilot', 'givify')).status).toBe(200)
    await reported(site, 'pilot-givify', (document) => document?.rev === applied, 'the revision applied')

    front.setFault('error')
    edit('pilot-givify', {title: 'Givify, Published During the Outage'})
    const down = await reported(site, 'pilot-givify', (_, all) => !all.site.contentLake.reachable, 'the Lake reported unreachable')
    expect(Date.parse(String(down.site.contentLake.unreachableSince))).toBeGreaterThan(0)
    expect(down.documents['pilot-givify']?.rev).toBe(applied)
    expect(revisionOf('pilot-givify')).not.toBe(applied)
  } finally {
    await front.close()
  }
})

test('Site settings’ publish is applied and the single pages rendered', async () => {
  const site = await server()
  const copyright = '© 2026 A Copyright Line Reported Live'
  edit('siteSettings', {copyright})
  const rev = revisionOf('siteSettings')
  expect((await webhookFor(site, 'siteSettings', 'siteSettings')).status).toBe(200)
  await reported(site, 'siteSettings', (document) => document?.rev === rev && document.rendered, 'rendered')
  const line = site.logs.join('').match(/\[live\] siteSettings: (\d+) pages rendered: ([^\n]*)/)
  expect(Number(line?.[1])).toBe(20)
  expect(line?.[2]?.split(' ').slice(0, 3)).toEqual(['/', '/about', '/pilots'])
  for (const path of ['/', '/about']) {
    const page = await fetch(`${site.url}${path}`)
    expect(await page.text()).toContain(copyright)
    expect(page.headers.get('x-nextjs-cache')).toBe('HIT')
  }
})
