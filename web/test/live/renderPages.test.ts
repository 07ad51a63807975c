/** The site's own renders after a publish: a page answered stale (its new render under way) is asked again until it is not. */
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {renderPaths} from '@/live/renderPages'

const asked: string[] = []
let staleAnswers = 0
const origin = createServer((request, response) => {
  asked.push(request.url ?? '')
  const stale = request.url === '/pilots' && staleAnswers-- > 0
  response.writeHead(200, {'x-nextjs-cache': stale ? 'STALE' : 'HIT'}).end('<h1>page</h1>')
})
const url = () => `http://127.0.0.1:${(origin.address() as AddressInfo).port}`

beforeAll(() => new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())))

test('a page first answered stale is asked again until the cache holds its new version', async () => {
  staleAnswers = 2
  expect(await renderPaths(url(), ['/pilots', '/pilot/givify'])).toBe(true)
  expect(asked.filter((path) => path === '/pilots')).toHaveLength(3)
  expect(asked.filter((path) => path === '/pilot/givify')).toHaveLength(1)
})

test('a page still stale when its time is up counts as not rendered, asked less and less often meanwhile', async () => {
  staleAnswers = Number.POSITIVE_INFINITY
  asked.length = 0
  expect(await renderPaths(url(), ['/pilots'], 2_000)).toBe(false)
  // Waits of 50, 100, then 200 ms fit 12 asks in 2 s at most; a fixed 50 ms wait, about 40.
  expect(asked.length).toBeLessThanOrEqual(12)
  expect(asked.length).toBeGreaterThanOrEqual(5)
})
