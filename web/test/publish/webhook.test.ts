/**
 * A publish the site accepted but could not complete is not lost to the replay guard: the signature
 * is forgotten, so Sanity's retry of that very call (same body, same signature) is accepted.
 */
import {encodeSignatureHeader} from '@sanity/webhook'
import {beforeEach, expect, test, vi} from 'vitest'
import type {NextRequest} from 'next/server'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({revalidateTag, unstable_cache: <T>(load: T) => load}))

const secret = 'webhook-test-secret'
beforeEach(() => {
  vi.stubEnv('SANITY_REVALIDATE_SECRET', secret)
  vi.stubEnv('SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT', 'true')
  // As under the site's own server, which renders a publish's pages itself (src/live/).
  vi.stubEnv('SITE_OWN_ORIGIN', 'http://127.0.0.1:3000')
  revalidateTag.mockReset()
})

const call = (body: string, signature: string) =>
  new Request('http://127.0.0.1/api/revalidate', {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': signature},
    body,
  }) as unknown as NextRequest

test('a revalidation that fails after the signature was accepted answers 500, and Sanity’s retry of the same call is accepted', async () => {
  const {POST} = await import('@/publish/webhook')
  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'})
  const signature = await encodeSignatureHeader(body, Date.now(), secret)
  vi.spyOn(console, 'error').mockImplementation(() => {})

  revalidateTag.mockImplementationOnce(() => {
    throw new Error('the cache could not be written')
  })
  const failed = await POST(call(body, signature))
  expect(failed.status).toBe(500)

  const retried = await POST(call(body, signature))
  expect(retried.status).toBe(200)
  expect(await retried.json()).toEqual({revalidated: true, tags: ['pilot', 'pilot:givify']})
  expect(revalidateTag).toHaveBeenCalledWith('pilot:givify', 'max')

  // Completed once: the same call again is a replay.
  expect((await POST(call(body, signature))).status).toBe(401)
})
