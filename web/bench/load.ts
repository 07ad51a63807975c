/**
 * pnpm bench:load — 100 concurrent connections on a prerendered page for 20 s against the production
 * server on 127.0.0.1 (loopback only, bounded in time). Prints requests per second and latency;
 * exits non-zero if any request failed.
 */
import autocannon from 'autocannon'
import {startPublishServer} from '../test/support/productionServer.ts'
import {machine} from './stats.ts'

const PATH = process.env.BENCH_PATH || '/'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100)
const DURATION = Number(process.env.BENCH_DURATION || 20)

// Throughput from one client: its per-client limits (src/security/clientLimits.ts) raised past the load, as behind a trusted edge.
const server = await startPublishServer({env: {SITE_CLIENT_CONNECTIONS: String(CONNECTIONS), SITE_CLIENT_REQUESTS: String(CONNECTIONS)}})
try {
  const result = await autocannon({url: `${server.url}${PATH}`, connections: CONNECTIONS, duration: DURATION})
  const failures = result.errors + result.timeouts + result.non2xx
  console.log(`\nLoad on ${PATH} (${machine()}): ${CONNECTIONS} connections for ${DURATION} s\n`)
  console.log('| requests/s (mean) | latency p50 | latency p99 | requests | errors |')
  console.log('|---|---|---|---|---|')
  console.log(
    `| ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${failures} |`,
  )
  if (failures > 0) process.exitCode = 1
} finally {
  await server.stop()
}
