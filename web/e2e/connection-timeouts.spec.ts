/**
 * A connection holds no more than its share of the server: a client that pipelines pages far ahead
 * is closed before anything is rendered for the rest, and one that pipelines a few and reads none of
 * them is closed once its answers stop moving, wherever they wait (in the socket or in Node, queued
 * behind each other), as a reverse proxy would close it. The server here closes idle connections after
 * SITE_IDLE_TIMEOUT_S = 2 s instead of 60. What a visitor meanwhile waits is `pnpm --filter web
 * bench:pipelining`'s figure.
 */
import {readFileSync} from 'node:fs'
import {connect, type Socket} from 'node:net'
import {expect, test} from '@playwright/test'
import {IN_FLIGHT_PER_CONNECTION} from '../src/security/pipelining'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'

let server: PublishServer

test.beforeAll(async () => {
  server = await startPublishServer({env: {SITE_IDLE_TIMEOUT_S: '2'}})
})
test.afterAll(async () => {
  await server?.stop()
})

/**
 * Whether the server has closed this client's connection, read from the kernel's table of TCP
 * connections (Linux): the server's end of it is no longer ESTABLISHED (its FIN waits behind the
 * answers the client never read, so the client itself sees nothing), or gone.
 */
function closedByServer(socket: Socket) {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0')
  const [serverPort, clientPort] = [hex(socket.remotePort!), hex(socket.localPort!)]
  const entry = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${serverPort}`) && fields[2]?.endsWith(`:${clientPort}`))
  return !entry || entry[3] !== '01'
}

/** A connection that sends `count` requests for /about in one write and reads nothing until told to. */
async function pipelining(count: number) {
  const {hostname, port} = new URL(server.url)
  const socket: Socket = connect(Number(port), hostname)
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.pause()
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  socket.write('GET /about HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count))
  /** Reads what reached the client, to the end: the number of answers in it. */
  const answersRead = async () => {
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.resume()
    await closed
    return received.match(/HTTP\/1\.1 200 /g)?.length ?? 0
  }
  return {socket, closed, answersRead}
}

test('a client that pipelines 400 pages is closed at once, with none of them rendered past the first few', async () => {
  expect((await server.page('/about')).status).toBe(200)
  const client = await pipelining(400)
  await client.closed
  expect(await client.answersRead()).toBeLessThanOrEqual(IN_FLIGHT_PER_CONNECTION)
  // The server went on answering others.
  expect((await server.page('/about')).status).toBe(200)
})

test('five clients that pipeline 20 pages each and read none are closed within the idle timeout', async () => {
  expect((await server.page('/about')).status).toBe(200)
  const clients = await Promise.all(Array.from({length: 5}, () => pipelining(20)))
  await expect.poll(() => clients.filter(({socket}) => closedByServer(socket)).length, {timeout: 60_000}).toBe(5)
  for (const client of clients) client.socket.destroy()
})
