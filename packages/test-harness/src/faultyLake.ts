/**
 * A fault-injecting front for a Content Lake stand-in: forwards every request to the given URL
 * (whatever serves the Lake's query API there) unless told to fail, and then answers 5xx, answers
 * too late, never answers, or reads at once but holds its answers until the fault is changed (`late`:
 * a slow network on the way back, so a re-render holds content read before a publish the test lands
 * meanwhile; the answers go out when the test sets another fault, never after a fixed time). Knows nothing of the stand-in but its address. close() stops it.
 */
import {createServer, request as httpRequest, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

export type LakeFault = 'none' | 'error' | 'slow' | 'hang' | 'late'

export async function startFaultyLake(forwardTo: string, {slowMs = 30_000} = {}) {
  let fault: LakeFault = 'none'
  const hanging = new Set<ServerResponse>()
  /** Answers the Lake gave while the fault was `late`, sent when it changes. */
  const held: (() => void)[] = []
  let target = new URL(forwardTo)
  let faulted = 0
  const server = createServer((request, response) => {
    if (fault !== 'none') faulted++
    if (fault === 'error') {
      response.writeHead(503, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Service Unavailable', statusCode: 503}))
      return
    }
    if (fault === 'hang') {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    const forward = () => {
      const upstream = httpRequest(
        {host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers},
        (answer) => {
          const reply = () => {
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(response)
          }
          if (fault === 'late') held.push(reply)
          else reply()
        },
      )
      upstream.on('error', () => response.destroy())
      request.pipe(upstream)
    }
    if (fault === 'slow') {
      const timer = setTimeout(forward, slowMs)
      response.on('close', () => clearTimeout(timer))
    } else forward()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    apiHost: `http://127.0.0.1:${port}`,
    /** How many requests met a fault so far. */
    faultedRequests: () => faulted,
    setFault(next: LakeFault) {
      fault = next
      if (next !== 'late') for (const reply of held.splice(0)) reply()
    },
    /** Forwards to another Lake from now on (e.g. a stand-in serving the content after a publish). */
    forwardTo(url: string) {
      target = new URL(url)
    },
    close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
