/**
 * The remembered answers the proxy judges every address by (redirects, a type's addresses, the lists'
 * lengths), read from the Content Lake stand-in by the real client: kept however long visitors keep
 * asking, asked again after a publish this process hears of, or one another instance announces in
 * the Redis they share (a real redis-server), and never because of the clock.
 */
import {createClient} from '@redis/client'
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest'
import {embeddedDatasetFile} from '@/sanity/env'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {startRedis} from '../support/redisServer'

vi.mock('next/cache', () => ({unstable_cache: <T>(load: T) => load}))

const projectId = 'test0proj'
const dataset = 'production'
const QUERY = 'count(*[_type == $type])'
const PREFIX = 'untagged-test:'
let standIn: LakeStandIn
let redis: Awaited<ReturnType<typeof startRedis>>

beforeAll(async () => {
  standIn = await startLakeStandIn({file: embeddedDatasetFile, projectId, dataset})
  redis = await startRedis()
})
afterAll(async () => {
  await standIn?.close()
  await redis?.stop()
})

/** Lake reads of QUERY so far. */
const reads = () => standIn.queries.filter(({query}) => query === QUERY).length

/** A fresh process's remembered answers, reading the stand-in (and sharing `env`'s Redis, if any), at a clock the test moves. */
async function withProcess(
  env: Record<string, string>,
  body: (door: typeof import('@/sanity/remembered'), clock: {now: number}) => Promise<void>,
) {
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', projectId)
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', dataset)
  vi.stubEnv('SANITY_API_HOST', standIn.apiHost)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  // What a process keeps lives on globalThis (the proxy and the routes share it): a new process starts without.
  for (const name of ['site.rememberedAnswers', 'site.publishedVersion', 'site.lakeHealth'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)]
  vi.resetModules()
  const clock = {now: Date.now()}
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now)
  try {
    await body(await import('@/sanity/remembered'), clock)
  } finally {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
    vi.resetModules()
  }
}

const ask = ({publishedRemembered}: typeof import('@/sanity/remembered')) =>
  publishedRemembered({query: QUERY, params: {type: 'teamMember'}})

describe('remembered answers from the Content Lake', () => {
  test('are kept however long visitors keep asking, and asked again once after a publish this process hears of', () =>
    withProcess({}, async (door, clock) => {
      const before = reads()
      const first = await ask(door)
      // An hour of visitors, one a second.
      for (let second = 0; second < 3600; second++) {
        clock.now += 1_000
        expect(await ask(door)).toBe(first)
      }
      expect(reads() - before).toBe(1)
      door.forgetRememberedAnswers()
      for (let i = 0; i < 10; i++) expect(await ask(door)).toBe(first)
      expect(reads() - before).toBe(2)
    }))

  test('are asked again once after a publish another instance announces in the shared Redis, which reads nothing from the Lake', async () => {
    const other = createClient({url: redis.url})
    await other.connect()
    try {
      await withProcess({REDIS_URL: redis.url, REDIS_KEY_PREFIX: PREFIX}, async (door, clock) => {
        const before = reads()
        const first = await ask(door)
        // The first look at the shared counter (nothing announced yet) changes nothing.
        for (let i = 0; i < 5; i++) {
          clock.now += 1_000
          await ask(door)
        }
        expect(reads() - before).toBe(1)

        // Another instance heard a publish.
        await other.incr(`${PREFIX}published-content`)
        await eventually(
          async () => {
            clock.now += 1_000
            await ask(door)
            return reads() - before
          },
          (count) => count === 2,
          'the answer asked again once the announcement is read',
        )
        for (let i = 0; i < 5; i++) {
          clock.now += 1_000
          expect(await ask(door)).toBe(first)
        }
        expect(reads() - before).toBe(2)

        // A publish this process hears of is announced to the others.
        door.forgetRememberedAnswers()
        await eventually(
          () => other.get(`${PREFIX}published-content`),
          (value) => value === '2',
          'the announcement in Redis',
        )
        await ask(door)
        expect(reads() - before).toBe(3)
      })
    } finally {
      other.destroy()
    }
  })
})
