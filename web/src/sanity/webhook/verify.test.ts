import {encodeSignatureHeader} from '@sanity/webhook'
import {NextRequest} from 'next/server'
import {describe, expect, test} from 'vitest'
import {MAX_BODY_BYTES, verifyWebhook} from './verify'

const secret = 'test-secret'
const url = 'http://127.0.0.1/api/revalidate'

async function signed(body: string, {timestamp = Date.now(), key = secret} = {}) {
  return new NextRequest(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': await encodeSignatureHeader(body, timestamp, key)},
    body,
  })
}
const verify = (request: NextRequest, options: {secret?: string} = {secret}) =>
  verifyWebhook(request, {secret: options.secret, waitForConsistency: false})

describe('publish webhook verification', () => {
  test('accepts a correctly signed document', async () => {
    const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
    expect(await verify(await signed(body))).toEqual({ok: true, document: {_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}})
  })

  test('refuses an unsigned call with 401', async () => {
    const request = new NextRequest(url, {method: 'POST', body: JSON.stringify({_type: 'pilot'})})
    expect(await verify(request)).toMatchObject({ok: false, status: 401})
  })

  test('refuses a call signed with another secret with 401', async () => {
    const body = JSON.stringify({_type: 'pilot'})
    expect(await verify(await signed(body, {key: 'forged'}))).toMatchObject({ok: false, status: 401})
  })

  test('refuses a replayed call whose signed timestamp is old with 401', async () => {
    const body = JSON.stringify({_type: 'pilot'})
    expect(await verify(await signed(body, {timestamp: Date.now() - 60 * 60 * 1000}))).toMatchObject({ok: false, status: 401})
  })

  test('refuses a signed body without _type with 400', async () => {
    expect(await verify(await signed(JSON.stringify({_id: 'x'})))).toMatchObject({ok: false, status: 400})
  })

  test('refuses a correctly signed body that is not JSON with 400', async () => {
    expect(await verify(await signed('{"_type": "pilot"'))).toMatchObject({ok: false, status: 400})
  })

  test('refuses an oversized body with 413 before checking anything else', async () => {
    const body = JSON.stringify({_type: 'pilot', padding: 'x'.repeat(MAX_BODY_BYTES)})
    expect(await verify(await signed(body))).toMatchObject({ok: false, status: 413})
  })

  test('refuses everything with 500 while no secret is configured', async () => {
    const body = JSON.stringify({_type: 'pilot'})
    expect(await verify(await signed(body), {secret: undefined})).toMatchObject({ok: false, status: 500})
  })
})
