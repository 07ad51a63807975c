/**
 * /api/health as a load balancer reads it: 503 `starting` until the instance's first catch-up has
 * ended, then 200 `ok` with how long ago the site last read the Content Lake, `behind` once no run has
 * read it for three intervals; never cached, and nothing in it a visitor should not see.
 */
import {beforeEach, expect, test, vi} from 'vitest'
import {GET} from '@/catch-up/health'
import {catchUpStatus, recordFailure, recordSuccess} from '@/catch-up/status'

beforeEach(() => {
  Object.assign(catchUpStatus(), {firstRunAt: null, lastSuccessAt: null})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

const read = async () => {
  const response = GET()
  return {status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json()}
}

test('starting until the first catch-up has ended, then ok with the time since it', async () => {
  expect(await read()).toMatchObject({status: 503, cacheControl: 'no-store', body: {status: 'starting', lastCatchUp: null}})
  recordSuccess(Date.now() - 4_000)
  const {status, body} = await read()
  expect(status).toBe(200)
  expect(body).toMatchObject({status: 'ok', source: 'bundled-dataset', catchUpIntervalSeconds: 15})
  expect(body.secondsSinceCatchUp).toBe(4)
  expect(Object.keys(body).sort()).toEqual([
    'catchUpIntervalSeconds',
    'contentLake',
    'lastCatchUp',
    'secondsSinceCatchUp',
    'source',
    'status',
  ])
  // The bundled dataset has no Lake to be unreachable.
  expect(body.contentLake).toBeNull()
})

test('behind once no run has read the Lake for three intervals, and a failing start still ends the start', async () => {
  recordFailure()
  expect(await read()).toMatchObject({status: 200, body: {status: 'behind', secondsSinceCatchUp: null}})
  recordSuccess(Date.now() - 46_000)
  expect(await read()).toMatchObject({status: 200, body: {status: 'behind', secondsSinceCatchUp: 46}})
  recordSuccess(Date.now())
  expect(await read()).toMatchObject({body: {status: 'ok', secondsSinceCatchUp: 0}})
})
