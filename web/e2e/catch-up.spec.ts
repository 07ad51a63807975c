/**
 * No publish lost, end to end: production servers of the Lake-mode build (turbo task `build:lake`)
 * read a Content Lake stand-in that sends no webhook at all, as when Sanity gave up on a delivery.
 * Each change an editor makes on the Lake (an edit, a rename, a deletion, Site settings) reaches
 * visitors by the site's own catch-up; a server started again from its build never answers with
 * the build's content; an emptied Redis shared by two instances converges too; a Lake that is down
 * during a catch-up costs one log line and the last good pages, and the change goes live when it is back.
 * A release holding a new pilot, the Pilots list naming it and an unpublish of another pilot is previewed
 * together (draft mode with the release's perspective) while visitors see none of it, then goes live
 * together once published: the unpublished pilot's page answers 404 and leaves the list and the sitemap.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startFaultyLake} from '../test/support/faultyLake'
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {startRedis} from '../test/support/redisServer'
import {expect, test} from './support/fixtures'
import {previewEnableAddress} from './support/publishing'

test.describe.configure({mode: 'serial', timeout: 120_000})

/** The promise: a change whose webhook never arrived is live within a minute. */
const CONVERGENCE_MS = 60_000
/** A short interval keeps the spec short; the server's default (15 s) is used where the start itself is judged. */
const FAST = {SITE_CATCH_UP_INTERVAL_S: '1'}

let lake: LakeStandIn
const servers: PublishServer[] = []
let work: string

async function server(env: Record<string, string> = FAST, apiHost = lake.apiHost) {
  const started = await startPublishServer({fromDist: LAKE_SITE_DIST, env: {...lakeSiteEnv(apiHost), ...env}})
  servers.push(started)
  return started
}

async function visit(site: PublishServer, path: string) {
  const response = await fetch(`${site.url}${path}`, {redirect: 'manual'})
  return {status: response.status, html: await response.text(), location: response.headers.get('location')}
}

const showing = (site: PublishServer, path: string, accept: (page: Awaited<ReturnType<typeof visit>>) => boolean, what: string) =>
  eventually(() => visit(site, path), accept, `${path}: ${what}`, {timeoutMs: CONVERGENCE_MS, intervalMs: 250})

const edit = (id: string, set: Record<string, unknown>) => lake.store.applyMutations([{patch: {id, set}}])
const remove = (id: string) => lake.store.applyMutations([{delete: {id}}])

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'catch-up-'))
})
test.beforeEach(async () => {
  // A fresh Lake for each test, holding the launch dataset, with no webhook to send.
  lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
})
test.afterEach(async () => {
  for (const started of servers.splice(0)) await started.stop()
  await lake?.close()
})
test.afterAll(() => {
  if (work) rmSync(work, {recursive: true, force: true})
})

test('with no webhook, an edit, a rename, a deletion and Site settings reach visitors within a minute', async () => {
  const site = await server()
  expect((await visit(site, '/pilot/givify')).status).toBe(200)
  expect((await visit(site, '/article/manifesto')).status).toBe(200)
  expect((await visit(site, '/get-inspired')).html).toContain('/article/manifesto')

  const title = 'Givify, Published While the Webhook Was Lost'
  edit('pilot-givify', {title})
  await showing(site, '/pilot/givify', ({html}) => html.includes(title), 'the new title')
  await showing(site, '/pilots', ({html}) => html.includes(title), 'the new title on its list')

  edit('pilot-givify', {slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']})
  await showing(
    site,
    '/pilot/givify',
    ({status, location}) => status === 308 && location === '/pilot/givify-renamed',
    'a 308 to the new address',
  )
  expect((await visit(site, '/pilot/givify-renamed')).html).toContain(title)

  remove('article-manifesto')
  await showing(site, '/article/manifesto', ({status}) => status === 404, 'a 404')
  await showing(site, '/sitemap.xml', ({html}) => !html.includes('/article/manifesto'), 'no entry for the deleted article')
  await showing(site, '/get-inspired', ({html}) => !html.includes('/article/manifesto'), 'no card for the deleted article')

  const copyright = '© 2026 A Copyright Line Published With No Webhook'
  edit('siteSettings', {copyright})
  await showing(site, '/about', ({html}) => html.includes(copyright), 'the new footer')
  // The log says what the catch-up did, naming the documents.
  expect(site.logs.join('')).toMatch(/\[catch-up\] 1 changed \(pilot-givify\): pilot, pilot:givify/)
})

test('a server started again from its build answers with what is published, deletions included, from its first answer', async () => {
  const first = await server()
  expect((await visit(first, '/about')).html).toContain('Amara Okafor (sample)')
  await first.stop()

  // While no server runs: a team member removed at their own request, an article deleted, a pilot edited.
  remove('team-amara-okafor')
  remove('article-manifesto')
  const title = 'Givify, Published While the Site Was Down'
  edit('pilot-givify', {title})

  // The default interval: what is judged is the start, not the next run.
  // Its very first answers are the Lake's content: the start waits for the first catch-up (at most 10 s).
  const restarted = await server({})
  expect((await visit(restarted, '/about')).html).not.toContain('Amara Okafor (sample)')
  expect((await visit(restarted, '/article/manifesto')).status).toBe(404)
  expect((await visit(restarted, '/pilot/givify')).html).toContain(title)
  expect((await visit(restarted, '/sitemap.xml')).html).not.toContain('/article/manifesto')
  // Only what changed since the build was made stale: the build said which revisions it rendered.
  expect(restarted.logs.join('')).toMatch(/\[catch-up\] 1 changed \(pilot-givify\), 2 gone \(.+\): sanity/)
})

test('two instances sharing an emptied Redis converge on what is published', async () => {
  const redis = await startRedis()
  try {
    const env = {...FAST, REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'catch-up-test:'}
    const [one, two] = [await server(env), await server(env)]
    const title = 'Givify, Published Before Redis Was Emptied'
    edit('pilot-givify', {title})
    for (const site of [one, two]) await showing(site, '/pilot/givify', ({html}) => html.includes(title), 'the new title')

    // Redis restarted without its data (or flushed): the shared pages and the catch-up's memory are
    // gone. Both instances render their pages again, and keep them.
    expect(await redis.flushAll()).toBe('OK')
    for (const site of [one, two]) expect((await visit(site, '/pilot/givify')).html).toContain(title)
    const later = 'Givify, Published After Redis Was Emptied'
    edit('pilot-givify', {title: later})
    for (const site of [one, two]) await showing(site, '/pilot/givify', ({html}) => html.includes(later), 'the newer title')
    // Neither instance went back to the build's title afterwards.
    for (const site of [one, two]) for (const path of ['/pilot/givify', '/pilots']) expect((await visit(site, path)).html).toContain(later)
  } finally {
    await redis.stop()
  }
})

test('while the Lake is down, a catch-up fails in one log line and keeps the last good pages; when it is back the change goes live', async () => {
  const front = await startFaultyLake(lake.apiHost)
  try {
    const site = await server(FAST, front.apiHost)
    const health = async () => (await fetch(`${site.url}/api/health`)).json() as Promise<{status: string; secondsSinceCatchUp: number}>
    expect(await health()).toMatchObject({status: 'ok'})
    const lastGood = String((await visit(site, '/pilot/givify')).html.match(/<h1[^>]*>([^<]+)</)?.[1])

    front.setFault('error')
    const title = 'Givify, Published While the Lake Was Down'
    edit('pilot-givify', {title})
    await eventually(health, ({status}) => status === 'behind', 'the health check saying the site is behind', {timeoutMs: 20_000})
    const page = await visit(site, '/pilot/givify')
    expect(page.status).toBe(200)
    expect(page.html).toContain(lastGood)
    const failing = site.logs.join('').match(/\[lake\] the Content Lake cannot be read/g) ?? []
    expect(failing).toHaveLength(1)

    front.setFault('none')
    await showing(site, '/pilot/givify', ({html}) => html.includes(title), 'the change, once the Lake is back')
    expect(site.logs.join('').match(/\[lake\] the Content Lake answers again after \d+ s/g) ?? []).toHaveLength(1)
    expect(await health()).toMatchObject({status: 'ok'})
  } finally {
    await front.close()
  }
})

test('a publish that lands while its page re-renders goes live by itself', async () => {
  const front = await startFaultyLake(lake.apiHost)
  try {
    const site = await server(FAST, front.apiHost)
    await visit(site, '/pilot/givify')
    // The Lake reads at once but its answers are held until the fault changes: a re-render started now
    // holds what it read, and finishes only after the next publish has been announced.
    front.setFault('late')
    edit('pilot-givify', {title: 'Givify, First of Two Quick Publishes'})
    expect((await site.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))).status).toBe(
      200,
    )
    // The visitor gets the previous page at once; its re-render has asked the Lake once the front saw a question.
    const asked = front.faultedRequests()
    expect((await visit(site, '/pilot/givify')).status).toBe(200)
    await eventually(
      () => front.faultedRequests(),
      (count) => count > asked,
      'the re-render asking the Lake',
    )
    const title = 'Givify, Second of Two Quick Publishes'
    edit('pilot-givify', {title})
    expect((await site.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))).status).toBe(
      200,
    )
    // The held answers go out now: the first re-render ends with content older than the second publish.
    front.setFault('none')
    await showing(site, '/pilot/givify', ({html}) => html.includes(title), 'the second publish')
  } finally {
    await front.close()
  }
})

test('a release of a new pilot, the Pilots list naming it and an unpublish: previewed together, unseen by visitors, then live together', async () => {
  // Draft mode reads with a token (the stand-in accepts any) and checks the Presentation tool's secret in the Lake.
  const site = await server({...FAST, SANITY_API_READ_TOKEN: 'a-viewer-token'})
  const release = 'rNewPilot'
  const [slug, title] = ['release-newcomer', 'Release Newcomer: a pilot announced at the summit']
  /** A published pilot the release takes off the site (an unpublish scheduled with the rest). */
  const [retiredId, retired] = ['pilot-unhcr-us', '/pilot/unhcr-us']
  const strip = ({_rev, _createdAt, _updatedAt, ...doc}: Record<string, unknown>) => doc
  const givify = strip(lake.store.get('pilot-givify')!)
  const list = strip(lake.store.get('pilotsPage')!)
  // The release, its two versions, as the Studio sends them; and the secret Presentation stores before it opens a preview.
  lake.store.applyActions([
    {actionType: 'sanity.action.release.create', releaseId: release, metadata: {title: 'Summit announcement', releaseType: 'asap'}},
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'pilot-release-newcomer',
      document: {...givify, _id: `versions.${release}.pilot-release-newcomer`, title, slug: {_type: 'slug', current: slug}},
    },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'pilotsPage',
      document: {
        ...list,
        _id: `versions.${release}.pilotsPage`,
        pilots: [
          {_type: 'reference', _key: 'knew', _ref: 'pilot-release-newcomer', _weak: true},
          ...(list.pilots as {_ref: string}[]).filter(({_ref}) => _ref !== retiredId),
        ],
      },
    },
    {actionType: 'sanity.action.document.version.unpublish', versionId: `versions.${release}.${retiredId}`, publishedId: retiredId},
  ])
  const secret = 'a-preview-secret-from-the-presentation-tool'
  lake.store.applyMutations([
    {createOrReplace: {_id: 'drafts.preview-secret', _type: 'sanity.previewUrlSecret', secret, studioUrl: 'http://localhost:3333'}},
  ])

  // The editor's preview with the release chosen: the pilot's page and its card on the list, together.
  const enabled = await fetch(`${previewEnableAddress(site, secret, '/pilots')}&${perspectiveCookieName}=${release}%2Cdrafts`, {
    redirect: 'manual',
  })
  expect(enabled.status).toBe(307)
  const cookie = enabled.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ')
  /** What a page shows of the release: its status, whether it names the new pilot (title) and links it. */
  const shownOfRelease = async (path: string, cookies = '') => {
    const response = await fetch(`${site.url}${path}`, {headers: cookies ? {cookie: cookies} : {}})
    const html = await response.text()
    return {status: response.status, title: html.includes(title), link: html.includes(`/pilot/${slug}`), retired: html.includes(retired)}
  }
  expect(await shownOfRelease(`/pilot/${slug}`, cookie)).toMatchObject({status: 200, title: true})
  expect(await shownOfRelease('/pilots', cookie)).toMatchObject({status: 200, link: true, retired: false})
  expect(await shownOfRelease(retired, cookie)).toMatchObject({status: 404})
  // Visitors meanwhile see none of it.
  expect(await shownOfRelease(`/pilot/${slug}`)).toMatchObject({status: 404, title: false})
  expect(await shownOfRelease('/pilots')).toMatchObject({status: 200, link: false, retired: true})
  expect(await shownOfRelease('/sitemap.xml')).toMatchObject({status: 200, link: false, retired: true})
  expect(await shownOfRelease(retired)).toMatchObject({status: 200})

  // Published (with no webhook, as the catch-up finds it): the page, its card and its sitemap entry.
  lake.store.applyActions([{actionType: 'sanity.action.release.publish', releaseId: release}])
  await showing(site, `/pilot/${slug}`, ({status, html}) => status === 200 && html.includes(title), 'the new pilot')
  await showing(site, '/pilots', ({html}) => html.includes(`/pilot/${slug}`), 'its card on the list')
  await showing(site, '/sitemap.xml', ({html}) => html.includes(`/pilot/${slug}`), 'its sitemap entry')
  // The unpublished pilot is off the site: its page is the not-found page, and no list or sitemap names it.
  await showing(site, retired, ({status}) => status === 404, 'the unpublished pilot gone')
  expect(await shownOfRelease('/pilots')).toMatchObject({retired: false})
  expect(await shownOfRelease('/sitemap.xml')).toMatchObject({retired: false})
})
