/**
 * pnpm bench:publish — how long a published change takes to reach visitors.
 * For N publishes (default 20) it changes a pilot's title in a private copy of the dataset, sends a
 * signed webhook, then requests the pilot's page until a response carries the new title; it reports
 * the median and p95 of webhook-arrival → first-fresh-response, with next-sanity's Content Lake
 * consistency wait off and on, next to the time of a full `next build` measured in the same run.
 * Then the same from the editor's side: Studio Publish click → first visitor response carrying the
 * change (bench/studioPublish.ts; BENCH_STUDIO_RUNS publishes each, default 10). And a new page's first
 * publish in the Lake stand-in → its address answering 200 with its text (bench/newPagePublish.ts;
 * BENCH_PAGE_RUNS pages each, default 10). Last, the Studio publishes again with the launch content
 * ×BENCH_PUBLISH_SCALE (default 100; 1 skips it, bench/scale/dataset.ts makes it) in the stand-in and
 * a Lake-mode build of the site made from it, consistency wait on. And the same publish with no webhook
 * at all, live by the site's own catch-up (bench/catchUpPublish.ts; BENCH_CATCH_UP_RUNS, default 10).
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {startPublishServer} from '../test/support/productionServer.ts'
import {DEFAULT_CATCH_UP_INTERVAL_S} from '../src/constants.mjs'
import {measureCatchUpPublishes} from './catchUpPublish.ts'
import {measureNewPagePublishes} from './newPagePublish.ts'
import {machine, median, percentile} from './stats.ts'
import {measureStudioPublishes} from './studioPublish.ts'
import {eventually} from '@site/test-harness/eventually'
import {POLL} from './poll.ts'
import {writeScaledDataset} from './scale/dataset.ts'
import {buildLakeSite} from '../scripts/build-lake.ts'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS || 20)
const STUDIO_RUNS = Number(process.env.BENCH_STUDIO_RUNS || 10)
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS || 10)
const CATCH_UP_RUNS = Number(process.env.BENCH_CATCH_UP_RUNS || 10)
const PILOT_ID = process.env.BENCH_PILOT_ID || 'pilot-givify'
const PILOT_PATH = process.env.BENCH_PILOT_PATH || '/pilot/givify'
const SCALE = Number(process.env.BENCH_PUBLISH_SCALE || 100)
const BUILD_DIR = '.next-bench-build'
const SCALED_LAKE_DIR = `.next-lake-x${SCALE}`

function timeFullBuild() {
  const started = performance.now()
  const result = spawnSync('pnpm', ['exec', 'next', 'build'], {cwd: WEB, env: {...process.env, NEXT_DIST_DIR: BUILD_DIR}, stdio: 'ignore'})
  if (result.status !== 0) throw new Error('next build failed')
  return performance.now() - started
}

async function measure(waitForConsistency: boolean) {
  const server = await startPublishServer({waitForConsistency, fromDist: BUILD_DIR})
  const times: number[] = []
  try {
    const original = String(server.findDocument(PILOT_ID).title)
    for (let run = 1; run <= RUNS; run++) {
      const title = `${original} (publish ${run}, wait ${waitForConsistency ? 'on' : 'off'})`
      server.editDocument(PILOT_ID, (doc) => ({...doc, title}))
      const started = performance.now()
      const slug = PILOT_PATH.split('/').pop()
      const webhook = server.webhook(JSON.stringify({_id: PILOT_ID, _type: 'pilot', slug}))
      // Visitors keep asking while the webhook is being handled, as they would on a live site.
      await eventually(
        () => server.page(PILOT_PATH),
        ({html}) => html.includes(title),
        'the new title',
        POLL,
      )
      times.push(performance.now() - started)
      const {status} = await webhook
      if (status !== 200) throw new Error(`Webhook answered ${status}`)
    }
  } finally {
    await server.stop()
  }
  return times
}

/** The Studio's publishes with the content ×SCALE: the stand-in and a Lake-mode build made from it. */
async function measureScaledStudioPublishes() {
  const work = mkdtempSync(join(tmpdir(), 'bench-publish-'))
  try {
    const file = join(work, `dataset-x${SCALE}.ndjson`)
    const documents = writeScaledDataset(file, SCALE)
    const started = performance.now()
    await buildLakeSite({file, distDir: SCALED_LAKE_DIR})
    console.log(`×${SCALE}: ${documents} documents, Lake-mode build in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    return await measureStudioPublishes({runs: STUDIO_RUNS, waitForConsistency: true, file, siteDist: SCALED_LAKE_DIR})
  } finally {
    rmSync(work, {recursive: true, force: true})
  }
}

const buildMs = timeFullBuild()
try {
  const off = await measure(false)
  const on = await measure(true)
  const studioOff = await measureStudioPublishes({runs: STUDIO_RUNS, waitForConsistency: false})
  const studioOn = await measureStudioPublishes({runs: STUDIO_RUNS, waitForConsistency: true})
  const newPageOff = await measureNewPagePublishes({runs: PAGE_RUNS, waitForConsistency: false})
  const newPageOn = await measureNewPagePublishes({runs: PAGE_RUNS, waitForConsistency: true})
  const noWebhook = await measureCatchUpPublishes({runs: CATCH_UP_RUNS})
  const studioScaled = SCALE > 1 ? await measureScaledStudioPublishes() : []
  const row = (label: string, values: number[]) =>
    `| ${label} | ${values.length} | ${(median(values) / 1000).toFixed(2)} s | ${(percentile(values, 95) / 1000).toFixed(2)} s |`
  console.log(`\nPublish → live (${machine()})\n`)
  console.log('| path | publishes | median | p95 |')
  console.log('|---|---|---|---|')
  console.log(row('webhook, consistency wait off', off))
  console.log(row('webhook, consistency wait on (production)', on))
  console.log(row('Studio Publish click (Lake stand-in), consistency wait off', studioOff))
  console.log(row('Studio Publish click (Lake stand-in), consistency wait on (production)', studioOn))
  console.log(row('new page, first publish (Lake stand-in) → 200, consistency wait off', newPageOff))
  console.log(row('new page, first publish (Lake stand-in) → 200, consistency wait on (production)', newPageOn))
  console.log(row(`no webhook: the catch-up alone, every ${DEFAULT_CATCH_UP_INTERVAL_S} s (Lake stand-in)`, noWebhook))
  if (studioScaled.length) console.log(row(`Studio Publish click, content ×${SCALE}, consistency wait on (production)`, studioScaled))
  console.log(`| full \`next build\` of the site | 1 | ${(buildMs / 1000).toFixed(2)} s | |`)
} finally {
  rmSync(`${WEB}/${BUILD_DIR}`, {recursive: true, force: true})
  rmSync(`${WEB}/${SCALED_LAKE_DIR}`, {recursive: true, force: true})
}
