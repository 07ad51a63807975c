/**
 * A forward proxy for one browser that sends what it asks of this machine on one port to another
 * port. The Studio stack's builds name fixed ports (stackConfig.ts): a second stack serves the same
 * builds on free ports, and its browser reaches them through this proxy at the fixed addresses, so
 * every origin, frame-ancestors rule and canonical link the builds carry still holds, and two stacks
 * run side by side. Plain HTTP requests (absolute-form) are forwarded and streamed both ways (the
 * site's pages, the static Studio); HTTPS to the stand-in goes through CONNECT as an opaque tunnel,
 * so TLS, HTTP/2 and the listener streams are the stand-in's own. Only loopback hosts and mapped
 * ports are served: anything else is refused, as the test browser must not reach out.
 * Node's http and net do this in a few lines; proxy libraries forward to the host and port asked for,
 * which is exactly what must change here.
 */
import {createServer, request, type IncomingHttpHeaders} from 'node:http'
import {connect, type AddressInfo, type Socket} from 'node:net'
import {THIS_MACHINE} from './stackConfig.ts'

const LOOPBACK = new RegExp(`^(?:${THIS_MACHINE})$`)
// Hop-by-hop headers (RFC 9110 §7.6.1) and the proxy's own: not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'])

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))

/** Starts the proxy: `ports` maps a port the browser asks for to the port that answers it. */
export async function startPortMapProxy(ports: Record<number, number>) {
  const target = (hostname: string, port: number) => (LOOPBACK.test(hostname) ? ports[port] : undefined)
  const sockets = new Set<Socket>()

  const server = createServer((incoming, outgoing) => {
    const url = URL.canParse(incoming.url ?? '') ? new URL(incoming.url!) : null
    const port = url && url.protocol === 'http:' ? target(url.hostname, Number(url.port || 80)) : undefined
    if (!url || !port) {
      outgoing.writeHead(502).end(`not a mapped address: ${incoming.url}`)
      return
    }
    const upstream = request(
      {host: '127.0.0.1', port, method: incoming.method, path: `${url.pathname}${url.search}`, headers: endToEnd(incoming.headers)},
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })

  server.on('connect', (incoming, client: Socket, head: Buffer) => {
    const {hostname, port: asked} = new URL(`https://${incoming.url}`)
    const port = target(hostname, Number(asked || 443))
    if (!port) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const socket of [upstream, client]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    }
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    /** For Playwright's `proxy` option (which sends this machine's addresses through it too, unless told otherwise). */
    browserProxy: {server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`},
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A port nothing listens on now, for a server that must be told its port before it starts. */
export async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
