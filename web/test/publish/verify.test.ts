import {encodeSignatureHeader} from '@sanity/webhook'
import {describe, expect, test} from 'vitest'
import schema from '@site/types/schema.json'
import {MAX_BODY_BYTES, verifyWebhook} from '@/publish/verify'

const secret = 'test-secret'
const url = 'http://127.0.0.1/api/revalidate'
let unique = 0

/** A document body no other test signs (each accepted signature is remembered against replays). */
const pilotBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({_id: `pilot-givify-${++unique}`, _type: 'pilot', slug: 'givify', ...extra})

async function signed(body: string | ReadableStream<Uint8Array>, {timestamp = Date.now(), key = secret, signedBody = body} = {}) {
  const signature = await encodeSignatureHeader(typeof signedBody === 'string' ? signedBody : '{}', timestamp, key)
  return new Request(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': signature},
    body,
    duplex: 'half',
  } as RequestInit)
}
const verify = (request: Request, options: {secret?: string; bodyTimeoutMs?: number} = {}) =>
  verifyWebhook(request, {
    secret: 'secret' in options ? options.secret : secret,
    bodyTimeoutMs: options.bodyTimeoutMs,
  })

/** A body whose reading would never end: a check that touches it would hang the test. */
function endlessBody() {
  let pulled = false
  const stream = new ReadableStream<Uint8Array>(
    {
      pull() {
        pulled = true
        return new Promise(() => {})
      },
    },
    {highWaterMark: 0},
  )
  return {stream, wasRead: () => pulled}
}

describe('publish webhook verification', () => {
  test('accepts a correctly signed document', async () => {
    const body = pilotBody()
    expect(await verify(await signed(body))).toMatchObject({ok: true, document: JSON.parse(body)})
  })

  test('accepts every document type of the content model, read from the generated schema', async () => {
    const types = schema.filter((entry) => entry.type === 'document').map((entry) => entry.name)
    expect(types).toEqual(expect.arrayContaining(['pilot', 'finalist', 'article', 'siteSettings', 'sanity.imageAsset']))
    for (const _type of types)
      expect(await verify(await signed(JSON.stringify({_id: `doc-${++unique}`, _type}))), _type).toMatchObject({ok: true})
  })

  test('refuses an unsigned call with 401 without reading the body', async () => {
    const {stream, wasRead} = endlessBody()
    const request = new Request(url, {method: 'POST', body: stream, duplex: 'half'} as RequestInit)
    expect(await verify(request)).toMatchObject({ok: false, status: 401})
    expect(wasRead()).toBe(false)
  })

  test('refuses a malformed signature header with 401 without reading the body', async () => {
    for (const header of ['', 'v1=abc', 't=abc,v1=x', 't=1700000000000', 'garbage']) {
      const {stream, wasRead} = endlessBody()
      const request = new Request(url, {
        method: 'POST',
        headers: {'sanity-webhook-signature': header},
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(await verify(request), header).toMatchObject({ok: false, status: 401})
      expect(wasRead()).toBe(false)
    }
  })

  test('refuses a stale signed timestamp with 401 without reading the body', async () => {
    const {stream, wasRead} = endlessBody()
    expect(await verify(await signed(stream, {timestamp: Date.now() - 60 * 60 * 1000}))).toMatchObject({
      ok: false,
      status: 401,
      error: 'Signature timestamp is too old',
    })
    expect(wasRead()).toBe(false)
  })

  test('refuses a call signed with another secret with 401', async () => {
    expect(await verify(await signed(pilotBody(), {key: 'forged'}))).toMatchObject({ok: false, status: 401, error: 'Invalid signature'})
  })

  test('a bad signature is 401 whatever the body: not JSON, empty, no _type', async () => {
    for (const body of ['{"_type": "pilot"', '', '{}', 'x'.repeat(100)]) {
      expect(await verify(await signed(body, {key: 'forged', signedBody: body || 'x'})), JSON.stringify(body)).toMatchObject({
        ok: false,
        status: 401,
      })
    }
  })

  test('refuses a replay of an accepted call with 401', async () => {
    const body = pilotBody()
    const timestamp = Date.now()
    expect(await verify(await signed(body, {timestamp}))).toMatchObject({ok: true})
    expect(await verify(await signed(body, {timestamp}))).toMatchObject({ok: false, status: 401, error: 'Signature already used (replay)'})
  })

  test('refuses a signed body without _type with 400', async () => {
    expect(await verify(await signed(JSON.stringify({_id: `x-${++unique}`})))).toMatchObject({ok: false, status: 400})
  })

  test('refuses a signed _type that is not a document type of the content model with 400', async () => {
    for (const _type of ['sanity', '_N_T_/about', 'pilot:givify', 'slug', 'accessibleImage', 42]) {
      expect(await verify(await signed(JSON.stringify({_id: `x-${++unique}`, _type}))), String(_type)).toMatchObject({
        ok: false,
        status: 400,
      })
    }
  })

  test('refuses a correctly signed body that is not JSON with 400', async () => {
    expect(await verify(await signed('{"_type": "pilot"'))).toMatchObject({ok: false, status: 400, error: 'Body is not JSON'})
  })

  test('refuses an oversized body with 413', async () => {
    expect(await verify(await signed(pilotBody({padding: 'x'.repeat(MAX_BODY_BYTES)})))).toMatchObject({ok: false, status: 413})
  })

  test('cuts off a body that does not arrive in time with 408', async () => {
    const {stream} = endlessBody()
    expect(await verify(await signed(stream), {bodyTimeoutMs: 200})).toMatchObject({ok: false, status: 408})
  })

  test('a body the client aborts is refused with 400, not thrown', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"_type":'))
        controller.error(new Error('aborted'))
      },
    })
    expect(await verify(await signed(stream))).toEqual({ok: false, status: 400, error: 'Client aborted the body'})
  })

  test('refuses everything with 500 while no secret is configured', async () => {
    expect(await verify(await signed(pilotBody()), {secret: undefined})).toMatchObject({ok: false, status: 500})
  })
})
