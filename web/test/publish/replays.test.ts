/**
 * Replays across instances: two guards (two instances of the site) on one real redis-server. A
 * signature accepted by one is refused by the other; with Redis gone each still refuses its own
 * replays, and says so once in the log.
 */
import {afterAll, beforeAll, expect, test, vi} from 'vitest'
import {startRedis} from '../support/redisServer'
import {connectRedis} from '@/redis/connection.mjs'
import {createSharedReplayGuard, replaysRedisListener} from '@/publish/replays'

const WINDOW_MS = 10 * 60 * 1000
let redis: Awaited<ReturnType<typeof startRedis>>
const clients: ReturnType<typeof connectRedis>[] = []

function instance() {
  // Its own connection, as another process has: the site shares one per process (replaysRedis).
  const client = connectRedis(redis.url, replaysRedisListener(redis.url))
  clients.push(client)
  return {client, guard: createSharedReplayGuard(client, {windowMs: WINDOW_MS, keyPrefix: 'test:'})}
}

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await redis?.stop()
})

test('a signature accepted by one instance is refused by the other, for the freshness window', async () => {
  const first = instance()
  const second = instance()
  expect(await first.guard.accept('signature-a')).toBe(true)
  expect(await second.guard.accept('signature-a')).toBe(false)
  expect(await first.guard.accept('signature-a')).toBe(false)
  expect(await second.guard.accept('signature-b')).toBe(true)
  const ttl = await first.client.pTTL('test:webhook-signature:signature-a')
  expect(ttl).toBeGreaterThan(0)
  expect(ttl).toBeLessThanOrEqual(WINDOW_MS)
  // Each instance reports a lost Redis once: the next test watches the log of one instance only.
  for (const client of clients.splice(0)) client.destroy()
})

test('with Redis gone, each instance still refuses the replays it saw, and logs the failure once', async () => {
  const {guard} = instance()
  expect(await guard.accept('signature-c')).toBe(true)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  await redis.stop()
  expect(await guard.accept('signature-c')).toBe(false)
  expect(await guard.accept('signature-d')).toBe(true)
  expect(await guard.accept('signature-d')).toBe(false)
  expect(errors).toHaveBeenCalledTimes(1)
  expect(String(errors.mock.calls[0]![0])).toMatch(/cannot check replays/)
  errors.mockRestore()
})
