/**
 * One client cannot take the origin from others (src/security/clientLimits.ts), shown as an attacker
 * and a visitor would meet it: raw connections from 127.0.0.1 (the attacker) and 127.0.0.2 (another
 * visitor; all of 127.0.0.0/8 is loopback). The server here allows 6 connections per client and 10
 * in all, 1 request at a time per client with 2 waiting, 1 a second and 8 more a minute, so the limits
 * are met with few sockets.
 * What a visitor waits meanwhile is `pnpm --filter web bench:flood`'s figure.
 */
import {connect, type Socket} from 'node:net'
import {expect, test} from '@playwright/test'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {expectSecurityHeaders} from './support/securityHeaders'

const ATTACKER = '127.0.0.1'
const VISITOR = '127.0.0.2'
let server: PublishServer

test.beforeAll(async () => {
  server = await startPublishServer({
    // A trusted proxy elsewhere: the attacker, on this host's 127.0.0.1, is no proxy (by default loopback is trusted).
    env: {
      SITE_CLIENT_CONNECTIONS: '6',
      SITE_MAX_CONNECTIONS: '10',
      SITE_CLIENT_REQUESTS: '1',
      SITE_CLIENT_QUEUE: '2',
      SITE_CLIENT_RATE: '1',
      SITE_CLIENT_BURST: '8',
      SITE_TRUSTED_PROXIES: '192.0.2.1',
    },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

/** An open connection from `from`, and everything the server sends on it until it closes. */
async function connection(from: string) {
  const {hostname, port} = new URL(server.url)
  const socket: Socket = connect({host: hostname, port: Number(port), localAddress: from})
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('error', () => {})
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)))
  await new Promise((resolve) => socket.once('connect', resolve))
  return {socket, closed, received: () => received}
}

/** One request for /about from `from` on a connection of its own: the status line and headers it got. */
async function ask(from: string, headers = '') {
  const client = await connection(from)
  client.socket.write(`GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`)
  return answerOf(await client.closed)
}

function answerOf(text: string) {
  const [head = ''] = text.split('\r\n\r\n', 1)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return {status: Number(statusLine.split(' ')[1] ?? 0), headers}
}

test("a client's connections past its limit are answered 503 at once and closed, while another client is answered", async () => {
  const held = await Promise.all(Array.from({length: 6}, () => connection(ATTACKER)))
  try {
    const refused = answerOf(await (await connection(ATTACKER)).closed)
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('1')
    expectSecurityHeaders(refused.headers)
    expect((await ask(VISITOR)).status).toBe(200)
  } finally {
    for (const client of held) client.socket.destroy()
  }
  // The client's connections gone, its next one is answered.
  await expect.poll(async () => (await ask(ATTACKER)).status).toBe(200)
})

test('connections past the limit of all clients are refused, whoever opens them', async () => {
  const held = [
    ...(await Promise.all(Array.from({length: 6}, () => connection(ATTACKER)))),
    ...(await Promise.all(Array.from({length: 4}, () => connection(VISITOR)))),
  ]
  try {
    expect((await ask('127.0.0.3')).status).toBe(503)
  } finally {
    for (const client of held) client.socket.destroy()
  }
  await expect.poll(async () => (await ask('127.0.0.3')).status).toBe(200)
})

test("a client's requests past those answered at once and its queue are refused with 503, its X-Forwarded-For ignored, while another client is answered", async () => {
  // Four requests in one write (all in the server at once), each naming another client: one answered, two waiting, one too many.
  // From an address of its own: what the earlier tests' attacker left closing cannot take a place in its queue.
  const client = await connection('127.0.0.4')
  client.socket.write(
    Array.from(
      {length: 4},
      (_, index) =>
        `GET /about HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.${index}\r\n${index === 3 ? 'Connection: close\r\n' : ''}\r\n`,
    ).join(''),
  )
  const received = await client.closed
  expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))).toEqual([200, 200, 200, 503])
  expect(answerOf(received.slice(received.lastIndexOf('HTTP/1.1 503'))).headers['retry-after']).toBe('1')
  expect((await ask(VISITOR)).status).toBe(200)
})

test("a client's requests past its rate are refused with 429 once its second is over, then answered again, while another client is answered", async () => {
  // One after another, from an address of its own: the second's one and the minute's eight are answered, then one is
  // refused (each second that passes meanwhile lets one more through).
  const answers = []
  do answers.push(await ask('127.0.0.5'))
  while (answers.at(-1)!.status === 200 && answers.length < 30)
  expect(answers.slice(0, 9).map(({status}) => status)).toEqual(Array(9).fill(200))
  const refused = answers.at(-1)!
  expect(refused.status).toBe(429)
  expect(refused.headers['retry-after']).toBe('1')
  expect(refused.headers['cache-control']).toBe('no-store')
  expectSecurityHeaders(refused.headers)
  expect((await ask(VISITOR)).status).toBe(200)
  await expect.poll(async () => (await ask('127.0.0.5')).status).toBe(200)
})
