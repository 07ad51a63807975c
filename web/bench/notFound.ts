/**
 * pnpm --filter web bench:notfound — what a made-up slug costs the server next to a cached page. A
 * CDN cannot absorb addresses that are all different, so each one reaches the server: the proxy
 * answers them with the prerendered not-found page (addresses/madeUpAddresses.ts) instead of a render.
 * Against the production server of the build in web/.next (127.0.0.1; E2E_PORT sets its port), prints:
 * - CPU ms per request (the server process's user + system time over the requests it answered) for
 *   a cached page (BENCH_PAGE, /pilots) and for made-up slugs under every slugged route, side by side;
 * - the cached page's latency alone, and while made-up slugs arrive at BENCH_RATE (22) a second from
 *   up to BENCH_CLIENTS (8) clients at once, for BENCH_DURATION (20) seconds (the rate of the attack
 *   in issue #31: a CPU-bound server falls behind, and its cached pages with it).
 * Linux only (it reads /proc). Exits non-zero if an answer had an unexpected status.
 */
import {startPublishServer} from '../test/support/productionServer.ts'
import {ask as askCounting, cpuMs, cpuPerRequest as cpuPerRequestCounting} from './serverCpu.ts'
import {machine, median, percentile} from './stats.ts'

const PAGE = process.env.BENCH_PAGE || '/pilots'
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400)
const CLIENTS = Number(process.env.BENCH_CLIENTS || 8)
const DURATION_S = Number(process.env.BENCH_DURATION || 20)
const RATE = Number(process.env.BENCH_RATE || 22)
const BASES = ['/pilot', '/article', '/beacon', '']

const unexpected = {count: 0}
let made = 0

const ask = (url: string, path: string, status: number) => askCounting(url, path, status, unexpected)
const cpuPerRequest = (server: {url: string; pid: number}, count: number, next: () => string, status: number) =>
  cpuPerRequestCounting(server, count, next, status, unexpected)

const madeUpPath = () => `${BASES[made % BASES.length]}/made-up-${process.pid}-${made++}`

/** The cached page's latencies, one request at a time, while `busy` runs (for DURATION_S). */
async function pageLatencies(url: string, busy: (until: number) => Promise<unknown>) {
  const until = Date.now() + DURATION_S * 1000
  const times: number[] = []
  const timing = (async () => {
    while (Date.now() < until) times.push(await ask(url, PAGE, 200))
  })()
  await Promise.all([timing, busy(until)])
  return times
}

// BENCH_DIST=.next-main: another build of the site (in web/), e.g. the one this is compared with.
const server = await startPublishServer({fromDist: process.env.BENCH_DIST || '.next', port: Number(process.env.E2E_PORT || 0)})
try {
  // Warm up: the page's cache entry, each route's address list, the not-found page.
  for (let i = 0; i < 20; i++) await ask(server.url, PAGE, 200)
  for (let i = 0; i < 20; i++) await ask(server.url, madeUpPath(), 404)

  const page = await cpuPerRequest(server, REQUESTS, () => PAGE, 200)
  const madeUp = await cpuPerRequest(server, REQUESTS, madeUpPath, 404)
  const alone = await pageLatencies(server.url, async () => {})
  const beforeFlood = cpuMs(server.pid)
  let flood = 0
  const underFlood = await pageLatencies(server.url, async (until) => {
    // Open loop: a request every 1/RATE s whatever the server's pace, at most CLIENTS waiting at once.
    const waiting = new Set<Promise<unknown>>()
    for (let due = performance.now(); Date.now() < until; due += 1000 / RATE) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      if (waiting.size >= CLIENTS) await Promise.race(waiting)
      const request: Promise<unknown> = ask(server.url, madeUpPath(), 404).finally(() => waiting.delete(request))
      waiting.add(request)
      flood++
    }
    await Promise.all(waiting)
  })
  const floodCpuS = (cpuMs(server.pid) - beforeFlood) / 1000

  console.log(`\nMade-up slugs against a cached page (${machine()}), ${REQUESTS} requests each, 4 at a time\n`)
  console.log(`| CPU ms per request: cached ${PAGE} | CPU ms per request: made-up slug | ratio |`)
  console.log('|---|---|---|')
  console.log(`| ${page.toFixed(1)} | ${madeUp.toFixed(1)} | ${(madeUp / page).toFixed(1)}× |`)
  console.log(
    `\n${PAGE} latency, one request at a time for ${DURATION_S} s, alone and while made-up slugs arrive (${RATE}/s, ${CLIENTS} at most at once)\n`,
  )
  console.log('| | requests | median | p95 | max | made-up slugs answered | server CPU |')
  console.log('|---|---|---|---|---|---|---|')
  const row = (label: string, times: number[], extra: string) =>
    console.log(
      `| ${label} | ${times.length} | ${median(times).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms | ${extra} |`,
    )
  row('alone', alone, '– | –')
  row('beside made-up slugs', underFlood, `${flood} (${(flood / DURATION_S).toFixed(0)}/s) | ${floodCpuS.toFixed(1)} s`)
  if (unexpected.count > 0) {
    console.error(`${unexpected.count} answers had an unexpected status`)
    process.exitCode = 1
  }
} finally {
  await server.stop()
}
