/**
 * pnpm bench:lake-bill — what anonymous traffic costs in Content Lake queries and bytes, the two figures
 * Sanity bills. For each count of editors' redirects in BENCH_LAKE_BILL_REDIRECTS (default 10,1000,10000,
 * added to the launch dataset: half to a page, half to an outside address), a server of the Lake-mode
 * build (turbo task `web#build:lake`, default catch-up interval) reads a stand-in that records every
 * query it answers; visitors ask 2 addresses a second for BENCH_LAKE_BILL_SECONDS (60), alternately a
 * made-up slug and a redirected address, after one warm-up round. Prints the queries and bytes of that
 * window as an hour's, all of them and those of the redirects and address lists the proxy judges by.
 * BENCH_LAKE_BILL_DIST serves another Lake-mode build (a folder under web/), to compare with older code.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {setTimeout as delay} from 'node:timers/promises'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type AnsweredQuery} from '@site/lake-standin'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startPublishServer} from '../test/support/productionServer.ts'
import {machine} from './stats.ts'

const COUNTS = (process.env.BENCH_LAKE_BILL_REDIRECTS || '10,1000,10000').split(',').map(Number)
const SECONDS = Number(process.env.BENCH_LAKE_BILL_SECONDS || 60)
const PER_SECOND = 2
const DIST = process.env.BENCH_LAKE_BILL_DIST || LAKE_SITE_DIST
/** The queries the proxy answers made-up and redirected addresses from (web/src/sanity/queries/), recognised by their text. */
const PROXY_QUERY = /_type == "redirect"|"previousSlugs": coalesce|"pilots": count\(/

/** The launch dataset with `count` redirects more, in a file of its own. */
function datasetWithRedirects(work: string, count: number) {
  const lines = Array.from({length: count}, (_, i) =>
    JSON.stringify({
      _id: `redirect-bench-${i}`,
      _type: 'redirect',
      from: `/old-site/section-${i % 50}/page-${i}`,
      ...(i % 2 ? {url: `https://example.org/archive/${i}`} : {to: {_type: 'reference', _ref: 'pilot-givify', _weak: true}}),
      permanent: true,
    }),
  )
  const file = join(work, `redirects-${count}.ndjson`)
  writeFileSync(file, `${readFileSync(DATA_FILE, 'utf8').trimEnd()}\n${lines.join('\n')}\n`)
  return file
}

/** Visit `i`: a made-up slug under a slugged route, or one of the redirected addresses. */
const address = (i: number, count: number) =>
  i % 2 ? `/old-site/section-${((i * 7) % count) % 50}/page-${(i * 7) % count}` : `/${['pilot', 'article', 'beacon'][i % 3]}/made-up-${i}`

async function visit(url: string) {
  const response = await fetch(url, {redirect: 'manual'})
  await response.arrayBuffer()
  if (response.status !== 404 && response.status !== 308) throw new Error(`${url} answered ${response.status}`)
}

const totals = (queries: AnsweredQuery[]) => ({count: queries.length, bytes: queries.reduce((sum, {bytes}) => sum + bytes, 0)})

async function run(count: number, work: string) {
  // Published an hour ago: the catch-up's one-minute overlap does not list them all again during the window.
  const publishedAt = new Date(Date.now() - 3_600_000).toISOString()
  const lake = await startLakeStandIn({file: datasetWithRedirects(work, count), projectId: PROJECT_ID, dataset: DATASET, publishedAt})
  const server = await startPublishServer({fromDist: DIST, env: lakeSiteEnv(lake.apiHost)})
  try {
    for (let i = 0; i < 6; i++) await visit(`${server.url}${address(i, count)}`)
    const from = lake.queries.length
    const started = performance.now()
    const visits: Promise<void>[] = []
    for (let i = 0; i < SECONDS * PER_SECOND; i++) {
      visits.push(visit(`${server.url}${address(i + 6, count)}`))
      await delay(started + ((i + 1) * 1000) / PER_SECOND - performance.now())
    }
    await Promise.all(visits)
    const window = lake.queries.slice(from)
    return {
      hours: (performance.now() - started) / 3_600_000,
      all: totals(window),
      proxy: totals(window.filter(({query}) => PROXY_QUERY.test(query))),
    }
  } finally {
    await server.stop()
    await lake.close()
  }
}

const perHour = (value: number, hours: number) => Math.round(value / hours).toLocaleString('en')
const mb = (bytes: number, hours: number) => `${(bytes / hours / 1e6).toFixed(1)} MB`
const work = mkdtempSync(join(tmpdir(), 'bench-lake-bill-'))
console.log(
  `\nThe Lake's bill under ${PER_SECOND} anonymous requests a second, ${SECONDS} s per count, as an hour (${DIST}, ${machine()})\n`,
)
try {
  for (const count of COUNTS) {
    const {hours, all, proxy} = await run(count, work)
    console.log(
      `${count.toLocaleString('en').padStart(6)} redirects: ${perHour(all.count, hours)} queries, ${mb(all.bytes, hours)} an hour; ` +
        `redirects and address lists ${perHour(proxy.count, hours)} queries, ${mb(proxy.bytes, hours)}`,
    )
  }
} finally {
  rmSync(work, {recursive: true, force: true})
}
