/**
 * pnpm --filter web bench:flood — what one client flooding the origin (no edge in front) costs another
 * visitor. Against a production server of the build in web/.next (BENCH_DIST another build), prints
 * another visitor's latency on BENCH_PAGE (/about) — one request every 100 ms from 127.0.0.2, on a
 * keep-alive connection as a browser's — and the server's resident memory:
 * - quiet, for BENCH_DURATION (15) s;
 * - while one client (127.0.0.1) keeps BENCH_CONNECTIONS (40) connections asking for the same cached
 *   page, each asking again as soon as it is answered (autocannon, in a process of its own);
 * - while one client opens BENCH_SLOW (2000) connections that each ask for the page and read one chunk
 *   a second (bench/flood/slowReaders.ts), and BENCH_AFTER (10) s after they went away;
 * - then through the edge (Varnish with deploy/varnish/default.vcl in front of another server of the
 *   build): the visitor asking for the page and for an editor's redirect (never kept at the edge) in
 *   turn, quiet and while one client keeps BENCH_EDGE_CONNECTIONS (100) connections asking for the page
 *   with a new made-up query each time, as fast as the edge answers (bench/flood/queryFlood.ts).
 * Also how the flooding clients were answered (200, refused with 503 or 429, closed). The origin's
 * servers trust no proxy (SITE_TRUSTED_PROXIES=none), so the flooding 127.0.0.1 is a client like any
 * other; the edge's trusts its Varnish, as deployed. Linux only (reads /proc), Varnish installed.
 */
import {spawn} from 'node:child_process'
import {Agent, get} from 'node:http'
import {createRequire} from 'node:module'
import {dirname, join} from 'node:path'
import {startPublishServer} from '../test/support/productionServer.ts'
import {startVarnish} from '../test/support/varnishServer.ts'
import {procStat} from './serverCpu.ts'
import {machine, median, percentile} from './stats.ts'

const PAGE = process.env.BENCH_PAGE || '/about'
const DURATION_S = Number(process.env.BENCH_DURATION || 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 40)
const SLOW = Number(process.env.BENCH_SLOW || 2000)
const AFTER_S = Number(process.env.BENCH_AFTER || 10)
const EDGE_CONNECTIONS = Number(process.env.BENCH_EDGE_CONNECTIONS || 100)
/** An editor's redirect of the bundled content: answered by the site on every request, never kept at the edge. */
const REDIRECT = '/index.php/innovation-in-fundraising-summit'
const VISITOR_ADDRESS = '127.0.0.2'
const rssMb = (pid: number) => (Number(procStat(pid)[21]) * 4096) / 2 ** 20
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One visitor's request, read to the end: its latency in ms and status (0 when it failed). */
function visit(url: string, agent: Agent, path = PAGE) {
  const start = performance.now()
  return new Promise<{ms: number; status: number}>((resolve) => {
    const request = get(`${url}${path}`, {agent, headers: {'accept-encoding': 'br, gzip'}, timeout: 30_000}, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve({ms: performance.now() - start, status: response.statusCode ?? 0}))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve({ms: performance.now() - start, status: 0}))
  })
}

/**
 * The visitor asking every 100 ms for `seconds`, from VISITOR_ADDRESS, for each of `paths` in turn;
 * `sample` runs after each answer. An answer other than 200, or 308 for the redirect, counts as failed.
 */
async function visitor(url: string, seconds: number, sample: () => void = () => {}, paths = [PAGE]) {
  const agent = new Agent({keepAlive: true, maxSockets: 1, localAddress: VISITOR_ADDRESS})
  const latencies: number[] = []
  let failed = 0
  const end = Date.now() + seconds * 1000
  for (let turn = 0; Date.now() < end; turn++) {
    const path = paths[turn % paths.length]!
    const {ms, status} = await visit(url, agent, path)
    latencies.push(ms)
    if (status !== (path === REDIRECT ? 308 : 200)) failed++
    sample()
    await pause(100)
  }
  agent.destroy()
  return {latencies, failed}
}

/**
 * A flooding client's process and its standard output, once it has ended. It runs at the lowest
 * priority: the load generator shares this machine's cores with the server, and a flooder on another
 * host takes none of them; what is left for it still keeps the server busy.
 */
function child(args: string[]) {
  const process_ = spawn('nice', ['-n', '19', process.execPath, ...args], {stdio: ['ignore', 'pipe', 'inherit']})
  let output = ''
  process_.stdout.on('data', (chunk) => (output += chunk))
  const done = new Promise<string>((resolve) => process_.once('exit', () => resolve(output)))
  return {stop: () => (process_.kill('SIGTERM'), done), done}
}

const autocannon = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js')
const dist = process.env.BENCH_DIST || '.next'
const server = await startPublishServer({fromDist: dist, env: {SITE_TRUSTED_PROXIES: 'none'}})
try {
  const {pid, url} = server
  for (let i = 0; i < 20; i++) await visit(url, new Agent())
  const quietRss = rssMb(pid)
  const quiet = await visitor(url, DURATION_S)

  // (a) Ordinary requests for a cached page, as fast as the server answers them.
  let peakA = rssMb(pid)
  const cannon = child([autocannon, '-c', String(CONNECTIONS), '-d', String(DURATION_S + 2), '--json', `${url}${PAGE}`])
  await pause(1_000)
  const duringA = await visitor(url, DURATION_S, () => (peakA = Math.max(peakA, rssMb(pid))))
  const cannonResult = JSON.parse((await cannon.done).trim().split('\n').at(-1)!) as {'2xx': number; non2xx: number; errors: number}
  await pause(5_000)

  // (b) Slow readers: many connections, each holding an answer it takes a chunk a second of.
  const beforeB = rssMb(pid)
  let peakB = beforeB
  const readers = child([join(import.meta.dirname, 'flood/slowReaders.ts'), url, String(SLOW), PAGE])
  await pause(3_000)
  const duringB = await visitor(url, DURATION_S, () => (peakB = Math.max(peakB, rssMb(pid))))
  const tally = JSON.parse((await readers.stop()).trim()) as Record<string, number>
  await pause(AFTER_S * 1000)
  const afterB = rssMb(pid)

  const ms = ({latencies, failed}: {latencies: number[]; failed: number}) =>
    `median ${median(latencies).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (${latencies.length} requests, ${failed} not 200)`
  console.log(`\nFlood at the origin (${machine()}; ${dist}, ${PAGE})\n`)
  console.log(`another visitor, quiet: ${ms(quiet)}; server memory ${quietRss.toFixed(0)} MB`)
  console.log(
    `another visitor, ${CONNECTIONS} connections of one client asking for ${PAGE}: ${ms(duringA)}; memory peak ${peakA.toFixed(0)} MB`,
  )
  console.log(
    `  the flooding client: ${cannonResult['2xx']} answered 200, ${cannonResult.non2xx} refused (not 2xx), ${cannonResult.errors} errors`,
  )
  console.log(`another visitor, ${SLOW} slowly-reading connections of one client: ${ms(duringB)}`)
  console.log(
    `  server memory ${beforeB.toFixed(0)} MB before, ${peakB.toFixed(0)} MB at the peak, ${afterB.toFixed(0)} MB ${AFTER_S} s after they left`,
  )
  console.log(
    `  the slow readers: ${tally.opened} connected, ${tally.ok} answered 200, ${tally.refused} refused (503), ${tally.closedUnanswered} closed unanswered`,
  )
} finally {
  await server.stop()
}

const behindEdge = await startPublishServer({fromDist: dist})
const edge = await startVarnish({backendPort: Number(new URL(behindEdge.url).port)})
try {
  for (const path of [PAGE, REDIRECT]) await visit(edge.url, new Agent(), path)
  const quiet = await visitor(edge.url, DURATION_S, undefined, [PAGE, REDIRECT])
  const asked = edge.backendRequests()
  const flooding = child([
    join(import.meta.dirname, 'flood/queryFlood.ts'),
    edge.url,
    String(EDGE_CONNECTIONS),
    String(DURATION_S + 2),
    PAGE,
  ])
  await pause(1_000)
  const during = await visitor(edge.url, DURATION_S, undefined, [PAGE, REDIRECT])
  const flood = JSON.parse((await flooding.done).trim()) as Record<string, number>
  const ms = ({latencies, failed}: {latencies: number[]; failed: number}) =>
    `median ${median(latencies).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (${latencies.length} requests, ${failed} not 200/308)`
  console.log(`\nFlood through the edge (Varnish in front of ${dist}; ${PAGE} and ${REDIRECT} in turn)\n`)
  console.log(`another visitor, quiet: ${ms(quiet)}`)
  console.log(`another visitor, one client's ${EDGE_CONNECTIONS} connections asking for ${PAGE}?<new query>: ${ms(during)}`)
  const answered = Object.entries(flood)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  console.log(`  the flooding client: ${answered}; the edge asked the site ${edge.backendRequests() - asked} times meanwhile`)
} finally {
  await edge.stop()
  await behindEdge.stop()
}
