/**
 * Content Lake faults during a re-render, end to end: a production server of the Lake-mode build
 * (turbo task `build:lake`) reads a Lake stand-in through a fault-injecting front. After a publish,
 * while the Lake answers 5xx, answers too late or hangs, visitors keep getting the last good page,
 * each within a few seconds, and the server says once that the Lake cannot be read; once the Lake is
 * healthy again, the next publish goes live.
 * Each test starts from the same Lake: a stand-in whose Givify pilot carries LAST_GOOD, live on the site.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startFaultyLake, type LakeFault} from '../test/support/faultyLake'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {expect, test} from './support/fixtures'

test.describe.configure({mode: 'serial', timeout: 90_000})

/** What "a few seconds" means for a visitor while the Lake misbehaves. */
const VISITOR_PATIENCE_MS = 5_000
const LAST_GOOD = 'Givify, Last Good Version From the Lake'

const standIns: LakeStandIn[] = []
let front: Awaited<ReturnType<typeof startFaultyLake>>
let server: PublishServer
let work: string
let lastGood: LakeStandIn

/** A Lake whose pilot "givify" has the given title (what the Lake holds after an editor publishes it). */
async function lakeWithPilotTitle(title: string) {
  const file = join(work, `data-${standIns.length}.ndjson`)
  const lines = readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as {_id: string; title?: string}
      return JSON.stringify(doc._id === 'pilot-givify' ? {...doc, title} : doc)
    })
  writeFileSync(file, lines.join('\n') + '\n')
  const standIn = await startLakeStandIn({file, projectId: PROJECT_ID, dataset: DATASET})
  standIns.push(standIn)
  return standIn
}

async function visit(path: string) {
  const response = await fetch(`${server.url}${path}`, {signal: AbortSignal.timeout(VISITOR_PATIENCE_MS)})
  return {status: response.status, html: await response.text()}
}

const showing = (path: string, text: string) =>
  eventually(
    () => visit(path),
    ({status, html}) => status === 200 && html.includes(text),
    `${path} showing "${text}"`,
  )

const publishGivify = () => server.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'lake-faults-'))
  lastGood = await lakeWithPilotTitle(LAST_GOOD)
  front = await startFaultyLake(lastGood.apiHost)
})
test.afterAll(async () => {
  await front?.close()
  for (const standIn of standIns) await standIn.close()
  if (work) rmSync(work, {recursive: true, force: true})
})
// A server of its own for each test: a re-render the last test left waiting on a faulty Lake lives in
// its server's memory, and would decide when this test's publishes can re-render.
test.beforeEach(async () => {
  front.setFault('none')
  front.forwardTo(lastGood.apiHost)
  server = await startPublishServer({fromDist: LAKE_SITE_DIST, env: lakeSiteEnv(front.apiHost)})
  expect((await publishGivify()).status).toBe(200)
  await showing('/pilots', LAST_GOOD)
  await showing('/pilot/givify', LAST_GOOD)
})
test.afterEach(async () => {
  await server?.stop()
})

test('the server reads the Lake: the last good version went live with a publish', async () => {
  expect(front.faultedRequests()).toBe(0)
  expect((await visit('/pilot/givify')).html).toContain(LAST_GOOD)
})

for (const fault of ['error', 'slow', 'hang'] as LakeFault[]) {
  test(`while the Lake ${fault === 'error' ? 'answers 5xx' : fault === 'slow' ? 'answers too late' : 'hangs'}, visitors keep the last good page within a few seconds`, async () => {
    front.forwardTo((await lakeWithPilotTitle(`Givify, Never Served (${fault})`)).apiHost)
    front.setFault(fault)
    const faultedBefore = front.faultedRequests()
    const logStart = server.logs.join('').length
    expect((await publishGivify()).status).toBe(200)
    // Visitors keep coming; the first starts the re-render, whose read fails. Until the failure is in
    // the server's log, and once more after it, every visit gets the last good page within their patience.
    const lastGoodPages = async () => {
      for (const path of ['/pilots', '/pilot/givify']) {
        const {status, html} = await visit(path)
        expect(status, path).toBe(200)
        expect(html, path).toContain(LAST_GOOD)
      }
    }
    await eventually(
      async () => {
        await lastGoodPages()
        return server.logs.join('').slice(logStart)
      },
      (log) => /\[lake\] the Content Lake cannot be read/.test(log),
      'the failed read of the re-render in the server log',
    )
    await lastGoodPages()
    // The site did try to re-render from the faulty Lake.
    expect(front.faultedRequests()).toBeGreaterThan(faultedBefore)
  })
}

test('when the Lake is healthy again, the next publish goes live', async () => {
  front.setFault('hang')
  expect((await publishGivify()).status).toBe(200)
  await eventually(
    () => front.faultedRequests(),
    (count) => count > 0,
    'a re-render reaching the hanging Lake',
  )
  front.setFault('none')
  const title = 'Givify, Published After the Lake Recovered'
  front.forwardTo((await lakeWithPilotTitle(title)).apiHost)
  expect((await publishGivify()).status).toBe(200)
  await showing('/pilot/givify', title)
  await showing('/pilots', title)
})
