/**
 * One poll of the site's /api/live-status (studio/liveStatus/askSite.ts) against a real local server:
 * the answer read, a failure in words for anything else, and the site's 429 kept apart (the badge keeps
 * what it had and waits the Retry-After).
 */
import {createServer, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {askSite} from '../liveStatus/askSite'

const ANSWER = {
  checkedAt: '2026-11-28T12:00:00.000Z',
  site: {contentLake: {reachable: true, unreachableSince: null}, lastCaughtUpAt: null, edge: null},
  documents: {'pilot-givify': null},
}

let answer: ((response: ServerResponse) => void) | undefined
const asked: string[] = []
const server = createServer((request, response) => {
  asked.push(request.url ?? '')
  answer?.(response)
})
let site = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const never = new AbortController().signal

test('reads the answer about the one document asked for', async () => {
  answer = (response) => response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(ANSWER))
  expect(await askSite(site, 'pilot-givify', never)).toEqual({answer: ANSWER})
  expect(asked.at(-1)).toBe('/api/live-status?ids=pilot-givify')
})

test('a 429 asks to wait its Retry-After (2 s at least), a refusal or an unreadable answer is a failure', async () => {
  answer = (response) => response.writeHead(429, {'retry-after': '7'}).end('{"error":"Too many requests"}')
  expect(await askSite(site, 'pilot-givify', never)).toEqual({waitMs: 7_000})
  answer = (response) => response.writeHead(429).end()
  expect(await askSite(site, 'pilot-givify', never)).toEqual({waitMs: 2_000})
  answer = (response) => response.writeHead(503).end('Service Unavailable')
  expect(await askSite(site, 'pilot-givify', never)).toEqual({failure: 'it answered 503'})
  answer = (response) => response.writeHead(200, {'content-type': 'text/html'}).end('<html>a proxy</html>')
  expect(await askSite(site, 'pilot-givify', never)).toEqual({failure: 'its answer could not be read'})
})

test('no site at the address is a failure', async () => {
  expect(await askSite('http://127.0.0.1:1', 'pilot-givify', never)).toEqual({failure: 'no answer from it'})
})
