/**
 * pnpm bench:outage — how long a visitor waits for a page that must be rendered for them (stale at
 * once: a start with no memory, a publish behind a CDN) while the Content Lake cannot be read, against
 * the same render with the Lake up. Each run starts a server of the Lake-mode build (turbo task
 * `web#build:lake`) on a stand-in whose pilot changed since the build, so its first catch-up makes that
 * pilot's pages stale at once; then the Lake answers 5xx or hangs (a fault-injecting front), and the
 * first page asked is the read that finds the outage, the next one answers from the last good answers
 * (src/sanity/lastGood.ts, lakeHealth.ts). Prints the median and worst of BENCH_OUTAGE_RUNS runs (5).
 */
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn} from '@site/lake-standin'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startFaultyLake, type LakeFault} from '../test/support/faultyLake.ts'
import {startPublishServer} from '../test/support/productionServer.ts'
import {machine, median} from './stats.ts'

const RUNS = Number(process.env.BENCH_OUTAGE_RUNS || 5)
/** Two pages the changed pilot makes stale: the first visited finds the outage, the second knows it. */
const [FIRST, SECOND] = ['/pilot/givify', '/pilots']

async function timed(url: string) {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

async function run(fault: LakeFault) {
  const lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
  lake.store.applyMutations([{patch: {id: 'pilot-givify', set: {title: 'Givify, Published After the Build'}}}])
  const front = await startFaultyLake(lake.apiHost, {slowMs: 60_000})
  const server = await startPublishServer({fromDist: LAKE_SITE_DIST, env: lakeSiteEnv(front.apiHost)})
  try {
    front.setFault(fault)
    return {first: await timed(`${server.url}${FIRST}`), second: await timed(`${server.url}${SECOND}`)}
  } finally {
    await server.stop()
    await front.close()
    await lake.close()
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
console.log(`\nA page rendered for its visitor while the Lake cannot be read (${machine()}, ${RUNS} runs)\n`)
for (const fault of ['none', 'error', 'hang'] as LakeFault[]) {
  const runs = []
  for (let index = 0; index < RUNS; index++) runs.push(await run(fault))
  const [first, second] = [runs.map((figures) => figures.first), runs.map((figures) => figures.second)]
  const what = fault === 'none' ? 'the Lake up' : fault === 'error' ? 'the Lake answering 503' : 'the Lake hanging'
  console.log(
    `${what.padEnd(24)} first page ${ms(median(first))} (worst ${ms(Math.max(...first))}), ` +
      `next page ${ms(median(second))} (worst ${ms(Math.max(...second))})`,
  )
}
