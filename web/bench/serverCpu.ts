/**
 * A server process's CPU time, read from /proc (Linux only), and what one kind of request costs it:
 * the benchmarks that weigh requests against each other (made-up slugs, redirects, pipelining) read it here.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim())

/** The fields of /proc/<pid>/stat after the process name. */
export const procStat = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')

/** The process's user + system CPU time so far, in ms (stat fields 14 and 15). */
export function cpuMs(pid: number) {
  const fields = procStat(pid)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S
}

/** One request, read to the end; its latency in ms. `unexpected` counts answers whose status is not `status`. */
export async function ask(url: string, path: string, status: number, unexpected: {count: number}) {
  const start = performance.now()
  const response = await fetch(`${url}${path}`, {redirect: 'manual'})
  await response.arrayBuffer()
  if (response.status !== status) unexpected.count++
  return performance.now() - start
}

/** `count` requests (paths from `next`) from `clients` at once; the server's CPU ms per request. */
export async function cpuPerRequest(
  server: {url: string; pid: number},
  count: number,
  next: () => string,
  status: number,
  unexpected: {count: number},
  clients = 4,
) {
  let left = count
  const before = cpuMs(server.pid)
  await Promise.all(
    Array.from({length: clients}, async () => {
      while (left-- > 0) await ask(server.url, next(), status, unexpected)
    }),
  )
  return (cpuMs(server.pid) - before) / count
}
