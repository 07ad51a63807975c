/**
 * pnpm --filter web bench:redirects — what the editors' redirects cost the server. The proxy answers a
 * redirect before any render from a table compiled once per published answer (addresses/redirects.ts),
 * so a redirect should cost no more than a made-up slug's refusal, and a thousand redirects nothing
 * measurable to other requests. Against the production server of the build in web/.next, on its own
 * copy of the bundled dataset, prints CPU ms per request (the server process's user + system time over
 * BENCH_REQUESTS, 400, requests, 4 at a time) and the latency of a cached page one request at a time,
 * for a cached page (/pilots), a made-up slug and a redirect: with the launch content's one redirect,
 * then with BENCH_REDIRECTS (1,000) more. Linux only (it reads /proc). Exits non-zero if an answer had
 * an unexpected status.
 */
import {appendFileSync} from 'node:fs'
import {eventually} from '@site/test-harness/eventually'
import {startPublishServer} from '../test/support/productionServer.ts'
import {ask, cpuPerRequest} from './serverCpu.ts'
import {machine, median, percentile} from './stats.ts'

const PAGE = '/pilots'
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400)
const MORE = Number(process.env.BENCH_REDIRECTS || 1000)
const LEGACY = '/index.php/innovation-in-fundraising-summit/'
const TARGETS = ['pilot-givify', 'aboutPage', 'summitPage', 'nominationPage']

const unexpected = {count: 0}
let made = 0
const madeUpPath = () => `/pilot/made-up-${process.pid}-${made++}`

type Figures = {page: number; madeUp: number; redirect: number; median: number; p95: number}

async function measure(server: {url: string; pid: number}, redirectPath: () => string): Promise<Figures> {
  for (let i = 0; i < 20; i++) await ask(server.url, PAGE, 200, unexpected)
  for (let i = 0; i < 20; i++) await ask(server.url, madeUpPath(), 404, unexpected)
  for (let i = 0; i < 20; i++) await ask(server.url, redirectPath(), 308, unexpected)
  const page = await cpuPerRequest(server, REQUESTS, () => PAGE, 200, unexpected)
  const madeUp = await cpuPerRequest(server, REQUESTS, madeUpPath, 404, unexpected)
  const redirect = await cpuPerRequest(server, REQUESTS, redirectPath, 308, unexpected)
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) times.push(await ask(server.url, PAGE, 200, unexpected))
  return {page, madeUp, redirect, median: median(times), p95: percentile(times, 95)}
}

const server = await startPublishServer({fromDist: process.env.BENCH_DIST || '.next'})
try {
  const few = await measure(server, () => LEGACY)
  // What an import of an old site's list leaves in the dataset: MORE redirects, to pages of the site.
  const lines = Array.from({length: MORE}, (_, i) =>
    JSON.stringify({
      _id: `redirect-bench-${i}`,
      _type: 'redirect',
      from: `/old-site/page-${i}/`,
      to: {_type: 'reference', _ref: TARGETS[i % TARGETS.length], _weak: true},
      permanent: true,
    }),
  )
  appendFileSync(server.datasetFile, lines.join('\n') + '\n')
  let next = 0
  const imported = () => `/old-site/page-${next++ % MORE}`
  await eventually(
    () => fetch(`${server.url}/old-site/page-${MORE - 1}`, {redirect: 'manual'}),
    (response) => response.status === 308,
    'the last imported redirect answered',
  )
  const many = await measure(server, imported)

  console.log(`\nRedirects made by editors (${machine()}), ${REQUESTS} requests each, 4 at a time\n`)
  console.log(`| redirects | CPU ms: cached ${PAGE} | CPU ms: made-up slug | CPU ms: redirect | ${PAGE} latency, median / p95 |`)
  console.log('|---|---|---|---|---|')
  for (const [count, figures] of [
    [1, few],
    [1 + MORE, many],
  ] as const)
    console.log(
      `| ${count} | ${figures.page.toFixed(2)} | ${figures.madeUp.toFixed(2)} | ${figures.redirect.toFixed(2)} | ${figures.median.toFixed(2)} / ${figures.p95.toFixed(2)} ms |`,
    )
  if (unexpected.count > 0) {
    console.error(`${unexpected.count} answers had an unexpected status`)
    process.exitCode = 1
  }
} finally {
  await server.stop()
}
