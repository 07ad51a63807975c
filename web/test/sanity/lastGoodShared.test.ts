/**
 * The last good answers kept in the Redis the instances share (lastGood.ts), beside each instance's
 * disk: an instance started again from its build, on a disk of its own, still has the content the
 * site read last while the Lake cannot be read.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test, vi} from 'vitest'
import {startLakeStandIn} from '@site/lake-standin'
import {DATA_FILE} from '@site/content/paths'
import {startFaultyLake} from '../support/faultyLake'
import {startRedis} from '../support/redisServer'

const titleQuery = '*[_type == "pilot" && slug.current == $slug][0].title'
let standIn: Awaited<ReturnType<typeof startLakeStandIn>>
let faulty: Awaited<ReturnType<typeof startFaultyLake>>
let redis: Awaited<ReturnType<typeof startRedis>>
const dirs = [mkdtempSync(join(tmpdir(), 'last-good-first-')), mkdtempSync(join(tmpdir(), 'last-good-restarted-'))]
let source: typeof import('@/sanity/source')

beforeAll(async () => {
  standIn = await startLakeStandIn({file: DATA_FILE, projectId: 'test0proj', dataset: 'production'})
  faulty = await startFaultyLake(standIn.apiHost)
  redis = await startRedis()
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'test0proj')
  vi.stubEnv('SANITY_API_HOST', faulty.apiHost)
  vi.stubEnv('REDIS_URL', redis.url)
  vi.stubEnv('SITE_LAST_GOOD_DIR', dirs[0]!)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.resetModules()
  source = await import('@/sanity/source')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  ;(globalThis as Record<symbol, {redis?: {destroy(): void} | null}>)[Symbol.for('site.lastGood')]?.redis?.destroy()
  await faulty?.close()
  await standIn?.close()
  await redis?.stop()
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true})
})

test('an instance whose disk has nothing kept answers from the copy another kept in Redis', async () => {
  const {answer} = await source.readPublishedOrLastGood(titleQuery, {slug: 'givify'})
  expect(answer).toMatch(/Givify/)
  await vi.waitFor(async () => expect(await redis.keyCount()).toBeGreaterThan(0))
  // Started again from the build: a disk of its own, with nothing of what was read since.
  vi.stubEnv('SITE_LAST_GOOD_DIR', dirs[1]!)
  faulty.setFault('error')
  expect(await source.readPublishedOrLastGood(titleQuery, {slug: 'givify'})).toEqual({answer, fromLastGood: true})
})
