/**
 * pnpm bench:lighthouse — Lighthouse (mobile preset, simulated throttling, system Chromium) over every
 * route in the sitemap, against the production server on 127.0.0.1, 5 runs each (median), beside two
 * floors built with the same Next.js, sent with the site's security headers but its CSP and measured in
 * the same run: an empty page, and the same page with one small stylesheet (what waiting for a
 * stylesheet alone costs). Everything is measured at each CPU slowdown of BENCH_CPU (default `4,6`: the
 * mobile preset's 4×, and a slower phone's 6×), floors included, one table per slowdown. Writes every
 * JSON report to web/.bench/lighthouse/. Each route is printed with its gap to both floors, its largest
 * paint beside its total blocking time, because on a shared machine the absolute figures move with the
 * load while the gap to a page measured in the same run holds. Targets (issue #54), at every slowdown:
 * LCP ≤ 2.0 s and ≤ styled floor + 0.3 s; under applied throttling, LCP ≤ empty floor + 0.3 s where the
 * largest paint is text; TBT ≤ the empty floor's + 100 ms; CLS 0; Performance ≥ 95; Accessibility, Best
 * Practices and SEO 100.
 * BENCH_COMPARE=<distDir> also measures a second build of the site, route by route right after the first
 * (A/B under the same load); E2E_PORT keeps the servers on that port and the next four.
 * BENCH_THROTTLING=devtools has Lighthouse slow the real network and CPU instead of simulating them.
 *
 * Each row also shows what had finished loading when the page's largest paint was observed (median KB,
 * and how many scripts): simulated throttling replays on a phone's network every request that finished
 * before that paint, so this column tells which side of the race between the first paint and the
 * framework's scripts a route fell on.
 */
import {spawn, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {cpus, loadavg} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {startPublishServer} from '../test/support/productionServer.ts'
import {securityHeaders} from '../src/security/headers.ts'
import {machine, median} from './stats.ts'
import {chromiumArgs, chromiumPath} from '@site/test-harness/chromium'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(WEB, '.bench', 'lighthouse')
const RUNS = Number(process.env.BENCH_RUNS || 5)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** The targets (ms): absolute, and relative to the floors measured in the same run at the same slowdown. */
const TARGET = {lcp: 2000, lcpOverFloor: 300, tbtOverFloor: 100, cls: 0, performance: 95}
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
/** The CPU slowdowns measured: the mobile preset's own (4×) and a slower phone's. */
const SLOWDOWNS = (process.env.BENCH_CPU || '4,6')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
/** Lighthouse merges `throttling` into the mobile preset's, so only the CPU's multiplier changes. */
const flags = (cpu: number) =>
  ({output: 'json', logLevel: 'error', throttlingMethod: THROTTLING, throttling: {cpuSlowdownMultiplier: cpu}}) as const

interface Row {
  route: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  fcp: number
  /** The largest paint is an image (else text): the applied-throttling target is for text paints. */
  imageLcp: boolean
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
 * The floors are sent with the site's security headers, as every page of the site is: its
 * Cross-Origin-Opener-Policy has Chromium start the page in a new process (measured: about 75 ms of the
 * first paint at 6×, docs/benchmarks.md), which is the header's cost, not the page's. Its
 * Content-Security-Policy is left out: it allows scripts by the site's own hashes, and no header of the
 * empty page's would (it costs the first paint 8 ms, within the noise).
 */
const FLOOR_HEADERS = securityHeaders().filter(({key}) => key !== 'Content-Security-Policy')

/**
 * A Next.js app with one empty page, built and served with the site's own Next.js. `withStylesheet`
 * gives it one small stylesheet, as every real page has: that floor shows what waiting for a
 * stylesheet alone costs under the bench's measure.
 */
async function startEmptyApp(port: number, withStylesheet: boolean) {
  const dir = join(WEB, '.bench', withStylesheet ? 'empty-app-stylesheet' : 'empty-app')
  rmSync(dir, {recursive: true, force: true})
  mkdirSync(join(dir, 'app'), {recursive: true})
  if (withStylesheet)
    writeFileSync(join(dir, 'app', 'floor.css'), `body { margin: 0; font-family: system-ui, sans-serif }\nh1 { font-size: 2rem }\n`)
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    `${withStylesheet ? "import './floor.css'\n" : ''}export const metadata = {title: 'Empty', description: 'An empty page'}\nexport default function Layout({children}) { return <html lang="en"><body>{children}</body></html> }\n`,
  )
  writeFileSync(join(dir, 'app', 'page.js'), `export default function Page() { return <main><h1>Empty</h1></main> }\n`)
  // Its own config: without one, next build uses the site's next.config above it, whose cache handler
  // path resolves relative to this folder and breaks the build. It sends the site's security headers
  // (FLOOR_HEADERS) with its page.
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default {async headers() { return [{source: '/:path*', headers: ${JSON.stringify(FLOOR_HEADERS)}}] }}\n`,
  )
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

/** Whether the largest paint is an image: the node Lighthouse 13's LCP breakdown names (its snippet). */
function largestPaintIsImage(lhr: {audits: Record<string, {details?: unknown}>}): boolean {
  const details = lhr.audits['lcp-breakdown-insight']?.details as {items?: {type?: string; snippet?: string}[]} | undefined
  const node = details?.items?.find((item) => item.type === 'node')
  return /^<img\b/i.test(node?.snippet ?? '')
}

async function audit(chromePort: number, cpu: number, url: string, name: string, suffix = ''): Promise<Row> {
  const runs: Row[] = []
  for (let run = 1; run <= RUNS; run++) {
    const measure = () => lighthouse(url, {port: chromePort, ...flags(cpu), onlyCategories: [...CATEGORIES]})
    let result = await measure()
    // On a busy machine a trace is sometimes lost (NO_NAVSTART, NO_FCP): measure that run again.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await measure()
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const file = name === '/' ? 'home' : name.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '')
    writeFileSync(join(OUT, `${file}${suffix}-x${cpu}-${run}.json`), String(result.report))
    const {categories, audits} = result.lhr
    runs.push({
      route: name,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? NaN) * 100)])) as Row['scores'],
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      imageLcp: largestPaintIsImage(result.lhr),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      beforePaint: finishedBeforePaint(result.lhr),
    })
  }
  return {
    route: name,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Row['scores'],
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    imageLcp: runs.filter((r) => r.imageLcp).length > runs.length / 2,
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    beforePaint: {kb: median(runs.map((r) => r.beforePaint.kb)), scripts: median(runs.map((r) => r.beforePaint.scripts))},
  }
}

const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`
const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** The targets a route missed, against the floors measured at the same slowdown. */
function misses(row: Row, floor: Row, styledFloor: Row) {
  return [
    // Written as "not within" so a figure Lighthouse could not give (NaN) counts as a miss.
    !(row.lcp <= TARGET.lcp) && 'LCP 2 s',
    !(row.lcp <= styledFloor.lcp + TARGET.lcpOverFloor) && 'LCP styled floor',
    THROTTLING === 'devtools' && !row.imageLcp && !(row.lcp <= floor.lcp + TARGET.lcpOverFloor) && 'LCP empty floor',
    !(row.tbt <= floor.tbt + TARGET.tbtOverFloor) && 'TBT',
    !(row.scores.performance >= TARGET.performance) && 'Perf',
    // CLS as Lighthouse shows it (three decimals): 0.00002 is "0".
    !(Number(row.cls.toFixed(3)) <= TARGET.cls) && 'CLS',
    !(row.scores.accessibility === 100) && 'A11y',
    !(row.scores['best-practices'] === 100) && 'BP',
    !(row.scores.seo === 100) && 'SEO',
  ].filter((miss): miss is string => Boolean(miss))
}

/** One slowdown's table: the largest paint beside the blocking time, each with its gap to the empty floor. */
function report(cpu: number, floor: Row, styledFloor: Row, rows: Row[], compared: Row[]) {
  const line = (row: Row, mark: string) =>
    `| ${row.route} | ${seconds(row.lcp)} s ${row.imageLcp ? '(img)' : '(text)'} | ${signed((row.lcp - floor.lcp) / 1000, 2)} | ${signed((row.lcp - styledFloor.lcp) / 1000, 2)} | ${Math.round(row.tbt)} ms | ${signed(row.tbt - floor.tbt)} | ${seconds(row.fcp)} s | ${row.cls.toFixed(3)} | ${row.scores.performance}/${row.scores.accessibility}/${row.scores['best-practices']}/${row.scores.seo} | ${row.beforePaint.kb.toFixed(0)} KB (${row.beforePaint.scripts} scripts) | ${mark} |`
  const head =
    '| route | LCP | gap to empty floor | gap to styled floor | TBT | TBT gap to empty floor | FCP | CLS | Perf/A11y/BP/SEO | loaded before paint |'
  console.log(
    `\nLighthouse, mobile preset, ${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling, CPU ${cpu}× slower, median of ${RUNS} (${machine()}, ${cpus().length} cores, load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(2)} now)`,
  )
  console.log(
    `Targets: LCP ≤ ${TARGET.lcp / 1000} s and ≤ styled floor + ${TARGET.lcpOverFloor / 1000} s${THROTTLING === 'devtools' ? ` and, for a text paint, ≤ empty floor + ${TARGET.lcpOverFloor / 1000} s` : ''}; TBT ≤ empty floor + ${TARGET.tbtOverFloor} ms; CLS ${TARGET.cls}; Perf ≥ ${TARGET.performance}; A11y/BP/SEO 100\n`,
  )
  console.log(`${head} targets |`)
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  console.log(line(floor, 'floor'))
  console.log(line(styledFloor, 'styled floor'))
  for (const row of rows) {
    const missed = misses(row, floor, styledFloor)
    console.log(line(row, missed.length ? `MISSED: ${missed.join(', ')}` : 'met'))
  }
  console.log(
    `\nAt ${cpu}×: ${rows.filter((row) => misses(row, floor, styledFloor).length === 0).length} of ${rows.length} routes meet every target.`,
  )
  if (compared.length) {
    console.log(`\nThe same routes on ${process.env.BENCH_COMPARE} (B) at ${cpu}×, each measured right after the row above (A):\n`)
    console.log(`${head} LCP B − A |`)
    console.log('|---|---|---|---|---|---|---|---|---|---|---|')
    compared.forEach((row, i) => console.log(line(row, `${signed((row.lcp - rows[i]!.lcp) / 1000, 2)} s`)))
  }
}

/** The machine's load before and after the run: on a shared machine, the figures move with it. */
const loadAtStart = loadavg()[0]!.toFixed(2)
rmSync(OUT, {recursive: true, force: true})
mkdirSync(OUT, {recursive: true})
// The tests provision only Chromium's headless shell; Lighthouse measures the full browser a visitor runs.
if (!existsSync(chromiumPath)) {
  console.error(`Lighthouse needs the full Chromium, not found at ${chromiumPath}.
  On Debian/Ubuntu run:  sudo apt-get install -y chromium
  Elsewhere install it and set CHROMIUM_PATH=/path/to/it`)
  process.exit(1)
}

// E2E_PORT set: the site, the empty page, Chromium's debugging port, the compared build and the styled
// empty page take it and the next four, so parallel benches on one machine keep apart; unset, the
// site takes any free port.
const basePort = Number(process.env.E2E_PORT || 0)
const empty = await startEmptyApp(basePort ? basePort + 1 : 3291, false)
const styled = await startEmptyApp(basePort ? basePort + 4 : 3292, true)
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
  /** One table per slowdown: the floors, then every route, measured at that slowdown. */
  for (const cpu of SLOWDOWNS) {
    const floor = await audit(chrome.port, cpu, `${empty.url}/`, '(empty Next.js page)')
    const styledFloor = await audit(chrome.port, cpu, `${styled.url}/`, '(empty page + one stylesheet)', '-stylesheet')
    const rows: Row[] = []
    const compared: Row[] = []
    for (const path of paths) {
      rows.push(await audit(chrome.port, cpu, `${site.url}${path}`, path))
      if (other) compared.push(await audit(chrome.port, cpu, `${other.url}${path}`, path, '-B'))
    }
    report(cpu, floor, styledFloor, rows, compared)
  }
  console.log(`\nReports: ${OUT}`)
} finally {
  await chrome.kill()
  empty.stop()
  styled.stop()
  await site.stop()
  await other?.stop()
}
