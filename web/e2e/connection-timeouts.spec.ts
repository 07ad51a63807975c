/**
 * A connection that stops moving is closed, as a reverse proxy would close it: a client that
 * pipelines many pages and reads none of them held its connection (and ~1 MB of the server's memory)
 * for minutes. The server here closes idle connections after SITE_IDLE_TIMEOUT_S = 2 s instead of 60.
 */
import {connect} from 'node:net'
import {expect, test} from '@playwright/test'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'

let server: PublishServer

test.beforeAll(async () => {
  server = await startPublishServer({env: {SITE_IDLE_TIMEOUT_S: '2'}})
})
test.afterAll(async () => {
  await server?.stop()
})

test('a client that pipelines 400 pages and reads none is disconnected once the connection stops moving', async () => {
  const {hostname, port} = new URL(server.url)
  expect((await server.page('/about')).status).toBe(200)
  const socket = connect(Number(port), hostname)
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.pause()
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  socket.write('GET /about HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(400))

  // The server names the connection it closed: this one, while its answers were still unread.
  const closing = `[server] closed a connection whose answers went unread for 2 s (from 127.0.0.1:${socket.localPort})`
  await expect.poll(() => server.logs.join(''), {timeout: 60_000}).toContain(closing)
  // The client reads what reached it: far fewer than the 400 answers it asked for, then the end.
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.resume()
  await closed
  const answers = received.match(/HTTP\/1\.1 200 /g)?.length ?? 0
  expect(answers).toBeLessThan(400)
})
