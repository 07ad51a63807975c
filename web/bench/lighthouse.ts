/**
 * pnpm bench:lighthouse — Lighthouse (mobile preset, simulated throttling, system Chromium) over every
 * route in the sitemap, against the production server on 127.0.0.1, 3 runs each (median), beside an
 * empty page built with the same Next.js (the framework floor). Prints one table; writes every JSON
 * report to web/.bench/lighthouse/. Each route is printed with its gap to the floor, because on a shared
 * machine the absolute figures move with the load while the gap to a page measured in the same run
 * holds. Targets, relative to the floor: LCP ≤ floor + 0.4 s; Performance ≥ floor − 2 points;
 * TBT ≤ floor + 50 ms; CLS ≤ 0.01; Accessibility, Best Practices and SEO = 100.
 * BENCH_COMPARE=<distDir> also measures a second build of the site, route by route right after the first
 * (A/B under the same load); E2E_PORT keeps the servers on that port and the next three.
 * BENCH_THROTTLING=devtools has Lighthouse slow the real network and CPU instead of simulating them;
 * BENCH_FLOOR=stylesheet gives the empty page one small stylesheet.
 *
 * Each row also shows what had finished loading when the page's largest paint was observed (median KB,
 * and how many scripts): simulated throttling replays on a phone's network every request that finished
 * before that paint, so this column tells which side of the race between the first paint and the
 * framework's scripts a route fell on.
 */
import {spawn, spawnSync} from 'node:child_process'
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {startPublishServer} from '../test/support/productionServer.ts'
import {machine, median} from './stats.ts'
import {chromiumArgs, chromiumPath} from '@site/lake-standin/chromium'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(WEB, '.bench', 'lighthouse')
const RUNS = Number(process.env.BENCH_RUNS || 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** How far a route may be from the empty page measured in the same run (LCP and TBT in ms). */
const TARGET = {lcpOverFloor: 400, performanceUnderFloor: 2, tbtOverFloor: 50, cls: 0.01}
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
const FLAGS = {output: 'json', logLevel: 'error', throttlingMethod: THROTTLING} as const

interface Row {
  route: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  cls: number
  tbt: number
  /** What had finished loading when the largest paint was observed (in the real, unthrottled load). */
  beforePaint: {kb: number; scripts: number}
}

interface NetworkRequest {
  networkEndTime: number
  transferSize?: number
  resourceType?: string
}

/** The requests a report's page had finished loading when its largest paint was observed. */
function finishedBeforePaint(lhr: {audits: Record<string, {details?: unknown}>}): Row['beforePaint'] {
  const metrics = (lhr.audits.metrics?.details as {items?: {observedLargestContentfulPaint?: number}[]})?.items?.[0]
  const requests = (lhr.audits['network-requests']?.details as {items?: NetworkRequest[]})?.items ?? []
  const paint = metrics?.observedLargestContentfulPaint ?? NaN
  const finished = requests.filter((request) => request.networkEndTime <= paint)
  return {
    kb: finished.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scripts: finished.filter((request) => request.resourceType === 'Script').length,
  }
}

/**
 * A Next.js app with one empty page, built and served with the site's own Next.js.
 * BENCH_FLOOR=stylesheet gives it one small stylesheet, as every real page has: the floor then shows
 * what waiting for a stylesheet alone costs under the bench's measure.
 */
async function startEmptyApp(port: number) {
  const dir = join(WEB, '.bench', 'empty-app')
  rmSync(dir, {recursive: true, force: true})
  mkdirSync(join(dir, 'app'), {recursive: true})
  const withStylesheet = process.env.BENCH_FLOOR === 'stylesheet'
  if (withStylesheet)
    writeFileSync(join(dir, 'app', 'floor.css'), `body { margin: 0; font-family: system-ui, sans-serif }\nh1 { font-size: 2rem }\n`)
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    `${withStylesheet ? "import './floor.css'\n" : ''}export const metadata = {title: 'Empty', description: 'An empty page'}\nexport default function Layout({children}) { return <html lang="en"><body>{children}</body></html> }\n`,
  )
  writeFileSync(join(dir, 'app', 'page.js'), `export default function Page() { return <main><h1>Empty</h1></main> }\n`)
  // Its own (empty) config: without one, next build uses the site's next.config above it, whose cache
  // handler path resolves relative to this folder and breaks the build.
  writeFileSync(join(dir, 'next.config.mjs'), `export default {}\n`)
  const next = join(WEB, 'node_modules', '.bin', 'next')
  if (spawnSync(next, ['build', dir], {stdio: 'ignore', env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'}}).status !== 0) {
    throw new Error('Building the empty page failed')
  }
  const child = spawn(next, ['start', dir, '-H', '127.0.0.1', '-p', String(port)], {stdio: 'ignore', detached: true})
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
      rmSync(dir, {recursive: true, force: true})
    },
  }
}

async function audit(chromePort: number, url: string, name: string, suffix = ''): Promise<Row> {
  const runs: Row[] = []
  for (let run = 1; run <= RUNS; run++) {
    const measure = () => lighthouse(url, {port: chromePort, ...FLAGS, onlyCategories: [...CATEGORIES]})
    let result = await measure()
    // On a busy machine a trace is sometimes lost (NO_NAVSTART, NO_FCP): measure that run again.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await measure()
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const file = name === '/' ? 'home' : name.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '')
    writeFileSync(join(OUT, `${file}${suffix}-${run}.json`), String(result.report))
    const {categories, audits} = result.lhr
    runs.push({
      route: name,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? NaN) * 100)])) as Row['scores'],
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      beforePaint: finishedBeforePaint(result.lhr),
    })
  }
  return {
    route: name,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Row['scores'],
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    beforePaint: {kb: median(runs.map((r) => r.beforePaint.kb)), scripts: median(runs.map((r) => r.beforePaint.scripts))},
  }
}

rmSync(OUT, {recursive: true, force: true})
mkdirSync(OUT, {recursive: true})
// E2E_PORT set: the site, the empty page and Chromium's debugging port take it and the next two, so
// parallel benches on one machine keep apart; unset, the site takes any free port.
const basePort = Number(process.env.E2E_PORT || 0)
const empty = await startEmptyApp(basePort ? basePort + 1 : 3291)
const site = await startPublishServer({port: basePort})
// BENCH_COMPARE=.next-b: a second build of the site (NEXT_DIST_DIR=.next-b next build) measured right
// after the first on each route, so a change is compared with what it replaces under the same load.
const compareDist = process.env.BENCH_COMPARE
const other = compareDist ? await startPublishServer({fromDist: compareDist, port: basePort ? basePort + 3 : 0}) : null
const chrome = await chromeLauncher.launch({
  ...(basePort ? {port: basePort + 2} : {}),
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
try {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  // BENCH_ROUTES=/about,/pilots measures only those (for a quick look while changing something).
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean)
  const paths = only?.length ? all.filter((path) => only.includes(path)) : all
  const floor = await audit(chrome.port, `${empty.url}/`, '(empty Next.js page)')
  const rows: Row[] = []
  const compared: Row[] = []
  for (const path of paths) {
    rows.push(await audit(chrome.port, `${site.url}${path}`, path))
    if (other) compared.push(await audit(chrome.port, `${other.url}${path}`, path, '-B'))
  }

  const misses = (row: Row) =>
    [
      // Written as "not within" so a figure Lighthouse could not give (NaN) counts as a miss.
      !(row.lcp <= floor.lcp + TARGET.lcpOverFloor) && 'LCP',
      !(row.scores.performance >= floor.scores.performance - TARGET.performanceUnderFloor) && 'Perf',
      !(row.tbt <= floor.tbt + TARGET.tbtOverFloor) && 'TBT',
      !(row.cls <= TARGET.cls) && 'CLS',
      !(row.scores.accessibility === 100) && 'A11y',
      !(row.scores['best-practices'] === 100) && 'BP',
      !(row.scores.seo === 100) && 'SEO',
    ].filter((miss): miss is string => Boolean(miss))
  const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`
  const line = (row: Row, mark: string) =>
    `| ${row.route} | ${(row.lcp / 1000).toFixed(2)} s (${signed((row.lcp - floor.lcp) / 1000, 2)}) | ${row.scores.performance} (${signed(row.scores.performance - floor.scores.performance)}) | ${Math.round(row.tbt)} ms (${signed(row.tbt - floor.tbt)}) | ${row.cls.toFixed(3)} | ${row.scores.accessibility}/${row.scores['best-practices']}/${row.scores.seo} | ${row.beforePaint.kb.toFixed(0)} KB (${row.beforePaint.scripts} scripts) | ${mark} |`
  console.log(
    `\nLighthouse, mobile preset, ${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling, median of ${RUNS} (${machine()})`,
  )
  console.log(
    `Targets: LCP ≤ floor + ${TARGET.lcpOverFloor / 1000} s, Performance ≥ floor − ${TARGET.performanceUnderFloor}, TBT ≤ floor + ${TARGET.tbtOverFloor} ms, CLS ≤ ${TARGET.cls}, A11y/BP/SEO = 100\n`,
  )
  console.log('| route | LCP (gap) | Perf (gap) | TBT (gap) | CLS | A11y/BP/SEO | loaded before paint | targets |')
  console.log('|---|---|---|---|---|---|---|---|')
  console.log(line(floor, 'floor'))
  for (const row of rows) {
    const missed = misses(row)
    console.log(line(row, missed.length ? `MISSED: ${missed.join(', ')}` : 'met'))
  }
  console.log(`\n${rows.filter((row) => misses(row).length === 0).length} of ${rows.length} routes meet every target. Reports: ${OUT}`)
  if (other) {
    console.log(`\nThe same routes on ${compareDist} (B), each measured right after the row above (A):\n`)
    console.log('| route | LCP (gap) | Perf (gap) | TBT (gap) | CLS | A11y/BP/SEO | loaded before paint | LCP B − A |')
    console.log('|---|---|---|---|---|---|---|---|')
    compared.forEach((row, i) => console.log(line(row, `${signed((row.lcp - rows[i]!.lcp) / 1000, 2)} s`)))
  }
} finally {
  await chrome.kill()
  empty.stop()
  await site.stop()
  await other?.stop()
}
