/**
 * pnpm --filter web bench:pipelining — what clients that pipeline pages and read none of them cost
 * the server, and a visitor meanwhile. Against a production server of the build in web/.next
 * (BENCH_DIST another build, e.g. one of an earlier commit, to compare), with SITE_IDLE_TIMEOUT_S
 * BENCH_IDLE_S (5), prints:
 * - a visitor's latency on BENCH_PAGE (/about), one request every 250 ms: alone, then while
 *   BENCH_CONNECTIONS (10) connections each send BENCH_PIPELINED (500) requests for it in one write and
 *   read nothing, for BENCH_DURATION (20) s;
 * - the server's CPU time and resident memory (its steady state before, the peak during);
 * - the CPU it spent in the BENCH_AFTER (10) s after those clients went away, and how many of their
 *   connections the server itself had closed by then (within the idle timeout).
 * Linux only (it reads /proc).
 */
import {connect, type Socket} from 'node:net'
import {startPublishServer} from '../test/support/productionServer.ts'
import {cpuMs, procStat} from './serverCpu.ts'
import {machine, median, percentile} from './stats.ts'

const PAGE = process.env.BENCH_PAGE || '/about'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const PIPELINED = Number(process.env.BENCH_PIPELINED || 500)
const DURATION_S = Number(process.env.BENCH_DURATION || 20)
const AFTER_S = Number(process.env.BENCH_AFTER || 10)
const IDLE_S = Number(process.env.BENCH_IDLE_S || 5)
const rssMb = (pid: number) => (Number(procStat(pid)[21]) * 4096) / 2 ** 20
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A visitor asking every 250 ms for `seconds`; each answer's latency in ms (an answer that never comes counts as the limit). */
async function visitor(url: string, seconds: number, sample: () => void) {
  const latencies: number[] = []
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    const start = performance.now()
    try {
      const response = await fetch(`${url}${PAGE}`, {signal: AbortSignal.timeout(30_000)})
      await response.arrayBuffer()
    } catch {
      // counted at its time
    }
    latencies.push(performance.now() - start)
    sample()
    await pause(250)
  }
  return latencies
}

const closed = new WeakSet<Socket>()

/** Reads what the connection holds; true when it ends within 2 s (the server had closed it). */
function endsWhenRead(socket: Socket) {
  return new Promise<boolean>((resolve) => {
    if (closed.has(socket)) return resolve(true)
    const timer = setTimeout(() => resolve(false), 2_000)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
    socket.on('data', () => {})
    socket.resume()
  })
}

const server = await startPublishServer({fromDist: process.env.BENCH_DIST || '.next', env: {SITE_IDLE_TIMEOUT_S: String(IDLE_S)}})
try {
  const {hostname, port} = new URL(server.url)
  const pid = server.pid
  for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${PAGE}`)).arrayBuffer()
  const alone = await visitor(server.url, 5, () => {})
  const steadyRss = rssMb(pid)

  const sockets: Socket[] = []
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = connect(Number(port), hostname)
    socket.on('error', () => {})
    socket.on('close', () => closed.add(socket))
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.pause()
    socket.write(`GET ${PAGE} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`.repeat(PIPELINED))
    sockets.push(socket)
  }
  const cpuStart = cpuMs(pid)
  let peakRss = rssMb(pid)
  const during = await visitor(server.url, DURATION_S, () => (peakRss = Math.max(peakRss, rssMb(pid))))
  const cpuDuring = cpuMs(pid) - cpuStart
  // Which connections the server closed: once read, a closed one ends at once; an open one keeps sending.
  const closedDuring = (await Promise.all(sockets.map(endsWhenRead))).filter(Boolean).length
  for (const socket of sockets) socket.destroy()
  const cpuGone = cpuMs(pid)
  await pause(AFTER_S * 1000)
  const cpuAfter = cpuMs(pid) - cpuGone

  const ms = (values: number[]) =>
    `p50 ${median(values).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`
  console.log(`\nPipelining (${machine()}; ${process.env.BENCH_DIST || '.next'}, idle timeout ${IDLE_S} s)\n`)
  console.log(`visitor ${PAGE} alone: ${ms(alone)}`)
  console.log(`visitor ${PAGE} while ${CONNECTIONS} connections pipeline ${PIPELINED} requests each, reading none: ${ms(during)}`)
  console.log(
    `server CPU during those ${DURATION_S} s: ${(cpuDuring / 1000).toFixed(1)} s; in the ${AFTER_S} s after the clients left: ${(cpuAfter / 1000).toFixed(1)} s`,
  )
  console.log(
    `server memory: ${steadyRss.toFixed(0)} MB steady, ${peakRss.toFixed(0)} MB at the peak (${(((peakRss - steadyRss) / steadyRss) * 100).toFixed(0)} %)`,
  )
  console.log(`connections the server closed within the ${DURATION_S} s: ${closedDuring} of ${CONNECTIONS}`)
} finally {
  await server.stop()
}
