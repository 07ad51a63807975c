/**
 * Content Lake faults during a re-render, end to end: a production server built for the Lake path
 * reads a Lake stand-in through a fault-injecting front. After a publish, while the Lake answers 5xx,
 * answers too late or hangs, visitors keep getting the last good page, each within a few seconds;
 * once the Lake is healthy again, the next publish goes live.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'
import {startLakeStandIn} from '@site/lake-standin'
import {startFaultyLake, type LakeFault} from '../test/support/faultyLake'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'

test.describe.configure({mode: 'serial'})

const WEB = fileURLToPath(new URL('..', import.meta.url))
const DATASET = join(WEB, '..', 'packages', 'content', 'data.ndjson')
const projectId = 'faultproj'
const dataset = 'production'
const distName = `.next-lake-faults-${process.pid}`
/** What "a few seconds" means for a visitor while the Lake misbehaves. */
const VISITOR_PATIENCE_MS = 5_000

type StandIn = Awaited<ReturnType<typeof startLakeStandIn>>
const standIns: StandIn[] = []
let front: Awaited<ReturnType<typeof startFaultyLake>>
let server: PublishServer
let work: string

/** A Lake whose pilot "givify" has the given title (what the Lake holds after an editor publishes it). */
async function lakeWithPilotTitle(title: string) {
  const file = join(work, `data-${standIns.length}.ndjson`)
  const lines = readFileSync(DATASET, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as {_id: string; title?: string}
      return JSON.stringify(doc._id === 'pilot-givify' ? {...doc, title} : doc)
    })
  writeFileSync(file, lines.join('\n') + '\n')
  const standIn = await startLakeStandIn({file, projectId, dataset})
  standIns.push(standIn)
  return standIn
}

test.beforeAll(async () => {
  test.setTimeout(400_000)
  work = mkdtempSync(join(tmpdir(), 'lake-faults-'))
  const original = await startLakeStandIn({file: DATASET, projectId, dataset})
  standIns.push(original)
  front = await startFaultyLake(original.apiHost)
  const env = {NEXT_PUBLIC_SANITY_PROJECT_ID: projectId, NEXT_PUBLIC_SANITY_DATASET: dataset, SANITY_API_HOST: front.apiHost}
  const output: string[] = []
  const status = await new Promise<number | null>((resolve) => {
    const build = spawn(join(WEB, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: WEB,
      env: {...process.env, ...env, NEXT_DIST_DIR: distName, NEXT_TELEMETRY_DISABLED: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    build.stdout.on('data', (chunk) => output.push(String(chunk)))
    build.stderr.on('data', (chunk) => output.push(String(chunk)))
    build.on('close', resolve)
  })
  expect(status, output.join('')).toBe(0)
  server = await startPublishServer({fromDist: distName, env})
})
test.afterAll(async () => {
  await server?.stop()
  await front?.close()
  for (const standIn of standIns) await standIn.close()
  rmSync(join(WEB, distName), {recursive: true, force: true})
  if (work) rmSync(work, {recursive: true, force: true})
})

async function visit(path: string) {
  const response = await fetch(`${server.url}${path}`, {signal: AbortSignal.timeout(VISITOR_PATIENCE_MS)})
  return {status: response.status, html: await response.text()}
}

async function eventually(path: string, text: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const {status, html} = await visit(path)
    if (status === 200 && html.includes(text)) return
    if (Date.now() > deadline) throw new Error(`${path} never showed "${text}"`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const publishGivify = () => server.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))

test('the server reads the Lake, and a publish goes live', async () => {
  test.setTimeout(60_000)
  const title = 'Givify, Last Good Version From the Lake'
  front.forwardTo((await lakeWithPilotTitle(title)).apiHost)
  expect((await publishGivify()).status).toBe(200)
  await eventually('/pilots', title)
  await eventually('/pilot/givify', title)
})

for (const fault of ['error', 'slow', 'hang'] as LakeFault[]) {
  test(`while the Lake ${fault === 'error' ? 'answers 5xx' : fault === 'slow' ? 'answers too late' : 'hangs'}, visitors keep the last good page within a few seconds`, async () => {
    test.setTimeout(60_000)
    front.forwardTo((await lakeWithPilotTitle(`Givify, Never Served (${fault})`)).apiHost)
    front.setFault(fault)
    const faultedBefore = front.faultedRequests()
    const logStart = server.logs.join('').length
    expect((await publishGivify()).status).toBe(200)
    // Several visits: the first triggers the re-render that fails; the later ones come after it.
    for (let i = 0; i < 6; i++) {
      for (const path of ['/pilots', '/pilot/givify']) {
        const {status, html} = await visit(path)
        expect(status, path).toBe(200)
        expect(html, path).toContain('Givify, Last Good Version From the Lake')
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // The site did try to re-render from the faulty Lake (a hung attempt would also block the recovery test below).
    expect(front.faultedRequests()).toBeGreaterThan(faultedBefore)
    // …and the failed re-render is in the server's log.
    expect(server.logs.join('').slice(logStart)).toMatch(fault === 'error' ? /Error: Service Unavailable/ : /TimeoutError/)
    front.setFault('none')
    front.forwardTo(standIns[1]!.apiHost)
  })
}

test('when the Lake is healthy again, the next publish goes live', async () => {
  test.setTimeout(60_000)
  const title = 'Givify, Published After the Lake Recovered'
  front.forwardTo((await lakeWithPilotTitle(title)).apiHost)
  expect((await publishGivify()).status).toBe(200)
  await eventually('/pilot/givify', title)
  await eventually('/pilots', title)
})
