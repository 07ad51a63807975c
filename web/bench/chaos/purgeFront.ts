/**
 * The edge's purge address as the site's instances see it (their VARNISH_PURGE_URL): passes every
 * request on to Varnish, unless told to fail, and then drops the connection, as an edge whose purge
 * address cannot be reached does. A purge outage without taking the edge itself away from visitors,
 * which the schedule's `purges-fail` step needs. close() stops it.
 */
import {createServer, request as httpRequest} from 'node:http'
import type {AddressInfo} from 'node:net'

export async function startPurgeFront(varnishUrl: string) {
  let failing = false
  const target = new URL(varnishUrl)
  const server = createServer((request, response) => {
    if (failing) return void request.socket.destroy()
    const upstream = httpRequest(
      {host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers},
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    // Varnish itself away (restarting): the purge fails as it would without this front.
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fail(on: boolean) {
      failing = on
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
