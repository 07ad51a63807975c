/**
 * The edge flood of `pnpm --filter web bench:flood`, run as a process of its own so its work does not
 * weigh on the visitor the benchmark times: `node bench/flood/queryFlood.ts URL CONNECTIONS SECONDS PAGE`
 * keeps CONNECTIONS keep-alive connections from 127.0.0.1 asking for PAGE with a new made-up query each
 * time, each asking again as soon as it is answered, for SECONDS; then prints, as one JSON line, how
 * many answers had each status (0: the request failed).
 */
import {Agent, get} from 'node:http'

const [url, connections, seconds, page] = process.argv.slice(2)
const until = Date.now() + Number(seconds) * 1000
const agent = new Agent({keepAlive: true, maxSockets: Number(connections)})
const statuses: Record<string, number> = {}
let next = 0

const ask = () =>
  new Promise<number>((resolve) => {
    const request = get(`${url}${page}?q=${next++}`, {agent, timeout: 30_000}, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })

await Promise.all(
  Array.from({length: Number(connections)}, async () => {
    while (Date.now() < until) {
      const status = await ask()
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }),
)
agent.destroy()
console.log(JSON.stringify(statuses))
