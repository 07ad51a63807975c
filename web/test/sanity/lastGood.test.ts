/**
 * Pages' reads from the Content Lake and their last good answers (source.ts readPublishedOrLastGood,
 * lastGood.ts), with the real client through a fault-injecting front of the Lake stand-in: every
 * answer is kept; while the Lake answers 5xx or hangs, the kept answer is given, at once and without
 * asking the Lake once it is known to be down, until a read of the catch-up's kind gets an answer; a
 * query never answered has none to give; a query the Lake refuses as wrong is never hidden by one.
 */
import {mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test, vi} from 'vitest'
import {startLakeStandIn} from '@site/lake-standin'
import {DATA_FILE} from '@site/content/paths'
import {startFaultyLake} from '../support/faultyLake'

const titleQuery = '*[_type == "pilot" && slug.current == $slug][0].title'
let standIn: Awaited<ReturnType<typeof startLakeStandIn>>
let faulty: Awaited<ReturnType<typeof startFaultyLake>>
let dir: string
let source: typeof import('@/sanity/source')
let health: typeof import('@/sanity/lakeHealth')

beforeAll(async () => {
  standIn = await startLakeStandIn({file: DATA_FILE, projectId: 'test0proj', dataset: 'production'})
  faulty = await startFaultyLake(standIn.apiHost)
  dir = mkdtempSync(join(tmpdir(), 'last-good-'))
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'test0proj')
  vi.stubEnv('SANITY_API_HOST', faulty.apiHost)
  vi.stubEnv('SITE_LAST_GOOD_DIR', dir)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.resetModules()
  source = await import('@/sanity/source')
  health = await import('@/sanity/lakeHealth')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await faulty?.close()
  await standIn?.close()
  if (dir) rmSync(dir, {recursive: true, force: true})
})

const read = (slug: string) => source.readPublishedOrLastGood(titleQuery, {slug})

test('an answer from the Lake is kept on disk', async () => {
  faulty.setFault('none')
  expect(await read('givify')).toEqual({answer: expect.stringMatching(/Givify/), fromLastGood: false})
  expect(readdirSync(dir).filter((file) => file.endsWith('.json'))).toHaveLength(1)
})

test('while the Lake answers 5xx, the last good answer is given, and the Lake is known to be down', async () => {
  faulty.setFault('error')
  const kept = (await read('givify')).answer
  expect(await read('givify')).toEqual({answer: kept, fromLastGood: true})
  expect(health.lakeUnreachableSince()).not.toBeNull()
})

test('while the Lake hangs, a read that knows it is down answers at once, without asking it', async () => {
  faulty.setFault('hang')
  const asked = faulty.faultedRequests()
  const started = performance.now()
  expect(await read('givify')).toMatchObject({fromLastGood: true})
  expect(performance.now() - started).toBeLessThan(500)
  expect(faulty.faultedRequests()).toBe(asked)
})

test('a query the Lake never answered has no last good answer: the read fails at once', async () => {
  faulty.setFault('hang')
  const started = performance.now()
  await expect(read('a-pilot-never-read')).rejects.toBeInstanceOf(source.NoLastGoodAnswer)
  expect(performance.now() - started).toBeLessThan(500)
})

test('once a read of the catch-up’s kind gets an answer, pages read from the Lake again', async () => {
  faulty.setFault('none')
  expect(await read('givify')).toMatchObject({fromLastGood: true})
  await source.readPublished('count(*[_type == "pilot"])', {})
  expect(health.lakeUnreachableSince()).toBeNull()
  expect(await read('givify')).toMatchObject({fromLastGood: false})
})

test('a query the Lake refuses as wrong is not hidden by a last good answer, nor counted as an outage', async () => {
  faulty.setFault('none')
  await expect(source.readPublishedOrLastGood('*[_type == ', {})).rejects.toMatchObject({statusCode: 400})
  expect(health.lakeUnreachableSince()).toBeNull()
})
