/**
 * Ending a preview ends that pass, whatever spelling it comes back in, on every instance: kept by the
 * pass's id in this process and in the shared Redis, and written to Redis once it answers again when
 * it was away at the moment the preview ended.
 */
import {afterAll, beforeEach, expect, test, vi} from 'vitest'
import {createClient} from '@redis/client'
import {eventually} from '@site/test-harness/eventually'
import {issuePreviewPass} from '@/security/previewPass'
import {startRedis} from '../support/redisServer'

let redis: Awaited<ReturnType<typeof startRedis>> | undefined
afterAll(async () => {
  await redis?.stop()
})
beforeEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.revokedPreviewPasses')]
})

test('ending one preview ends its pass only, even beside a pass issued in the same second', async () => {
  const {isLivePreviewPass, revokePreviewPass} = await import('@/security/passRevocation')
  const now = Date.now()
  const ended = await issuePreviewPass({now})
  const another = await issuePreviewPass({now})
  await revokePreviewPass(ended, now)
  expect(await isLivePreviewPass(ended, now)).toBe(false)
  // Another editor's preview, or the same editor's opened again at once.
  expect(await isLivePreviewPass(another, now)).toBe(true)
})

test('an ended pass stays ended when its last character is changed to another spelling of the same bytes', async () => {
  const {isLivePreviewPass, revokePreviewPass} = await import('@/security/passRevocation')
  const now = Date.now()
  const pass = await issuePreviewPass({now})
  await revokePreviewPass(pass, now)
  const last = pass.at(-1)!
  const respelled = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
    .map((char) => pass.slice(0, -1) + char)
    .filter(
      (other) =>
        other.at(-1) !== last && Buffer.from(other.split('.')[2]!, 'base64url').equals(Buffer.from(pass.split('.')[2]!, 'base64url')),
    )
  expect(respelled).toHaveLength(3)
  for (const other of respelled) expect(await isLivePreviewPass(other, now)).toBe(false)
})

test('a preview ended while Redis was away is written to it when it is back, so other instances refuse it', async () => {
  redis = await startRedis()
  vi.stubEnv('REDIS_URL', redis.url)
  vi.stubEnv('REDIS_KEY_PREFIX', 'revocation-test:')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  const {isLivePreviewPass, revokePreviewPass} = await import('@/security/passRevocation')
  const now = Date.now()
  const pass = await issuePreviewPass({now})
  expect(await isLivePreviewPass(pass, now)).toBe(true)

  const port = redis.port
  await redis.stop()
  await revokePreviewPass(pass, now)
  // This instance refuses it at once, from its own memory.
  expect(await isLivePreviewPass(pass, now)).toBe(false)

  redis = await startRedis({port})
  const other = createClient({url: redis.url})
  await other.connect()
  try {
    const key = `revocation-test:revoked-preview-pass:${pass.split('.')[1]}`
    await eventually(async () => (await other.exists(key)) > 0, Boolean, 'the revocation written to Redis once it is back')
  } finally {
    other.destroy()
  }
})
