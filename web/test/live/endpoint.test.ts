/**
 * /api/live-status as the Studio and everyone else meet it: only published ids, at most ten; readable
 * from the Studio's origin only (CORS), kept a second by a browser and by no shared cache, 60 requests
 * a minute per client. And what it says: a webhook's publish is recorded with its revision and, once
 * the cache has applied the revalidation, its pages rendered by the site itself; the catch-up records
 * the bundled file's documents.
 */
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {encodeSignatureHeader} from '@sanity/webhook'
import {afterAll, beforeAll, beforeEach, expect, test, vi} from 'vitest'
import type {NextRequest} from 'next/server'
import {eventually} from '@site/test-harness/eventually'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({revalidateTag, unstable_cache: <T>(load: T) => load}))

const STUDIO = 'https://studio.example.org'
const secret = 'live-status-test-secret'
/** The site's own origin: records which pages it was asked to render. */
const rendered: string[] = []
const origin = createServer((request, response) => {
  rendered.push(request.url ?? '')
  response.end('<h1>rendered</h1>')
})

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())))
beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_SANITY_STUDIO_URL', `${STUDIO}/desk`)
  vi.stubEnv('SANITY_REVALIDATE_SECRET', secret)
  vi.stubEnv('SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT', 'true')
  vi.stubEnv('SITE_CATCH_UP_TOKEN', 'catch-up-token')
  vi.stubEnv('SITE_OWN_ORIGIN', `http://127.0.0.1:${(origin.address() as AddressInfo).port}`)
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

let client = 0
/** Each call is another client, unless named: the budget is per client. */
const ask = async (query: string, headers: Record<string, string> = {}, from = `10.0.0.${++client}`) => {
  const {GET} = await import('@/live/endpoint')
  const response = await GET(new Request(`http://127.0.0.1/api/live-status${query}`, {headers: {'x-forwarded-for': from, ...headers}}))
  return {status: response.status, headers: response.headers, body: await response.json()}
}

test('another origin gets 403 and no CORS header; the Studio’s origin gets its CORS headers; no origin, none', async () => {
  const other = await ask('?ids=pilot-givify', {origin: 'https://evil.example'})
  expect(other.status).toBe(403)
  expect(other.body.error).toMatch(/Studio/)
  expect(other.headers.get('access-control-allow-origin')).toBeNull()

  const studio = await ask('?ids=pilot-givify', {origin: STUDIO})
  expect(studio.status).toBe(200)
  expect(studio.headers.get('access-control-allow-origin')).toBe(STUDIO)
  expect(studio.headers.get('vary')).toBe('Origin')
  expect(studio.headers.get('access-control-allow-credentials')).toBeNull()
  expect(studio.headers.get('cache-control')).toBe('private, max-age=1')

  const script = await ask('?ids=pilot-givify')
  expect(script.status).toBe(200)
  expect(script.headers.get('access-control-allow-origin')).toBeNull()
  expect(script.headers.get('cache-control')).toBe('private, max-age=1')
})

test('a preflight from the Studio is allowed GET without credentials; from elsewhere, refused', async () => {
  const {OPTIONS} = await import('@/live/endpoint')
  const preflight = (from: string) =>
    OPTIONS(
      new Request('http://127.0.0.1/api/live-status?ids=a', {
        method: 'OPTIONS',
        headers: {origin: from, 'access-control-request-method': 'GET'},
      }),
    )
  const studio = preflight(STUDIO)
  expect(studio.status).toBe(204)
  expect(studio.headers.get('access-control-allow-origin')).toBe(STUDIO)
  expect(studio.headers.get('access-control-allow-methods')).toBe('GET')
  expect(studio.headers.get('access-control-allow-credentials')).toBeNull()
  const other = preflight('https://evil.example')
  expect(other.status).toBe(403)
  expect(other.headers.get('access-control-allow-origin')).toBeNull()
})

test('ids: none, more than ten, malformed, drafts. and versions. are 400 with the reason in plain words', async () => {
  const refusals = {
    '': /Name the documents/,
    '?ids=': /Name the documents/,
    [`?ids=${Array.from({length: 11}, (_, index) => `doc-${index}`).join(',')}`]: /At most 10/,
    '?ids=drafts.pilot-givify': /Only published/,
    '?ids=pilot-givify,versions.r1.pilot-givify': /Only published/,
    '?ids=-leading-dash': /letters, digits/,
    '?ids=with%20space': /letters, digits/,
    [`?ids=${'a'.repeat(129)}`]: /at most 128/,
    '?ids=a/b': /letters, digits/,
  }
  for (const [query, reason] of Object.entries(refusals)) {
    const answer = await ask(query)
    expect({query, status: answer.status}).toEqual({query, status: 400})
    expect(answer.body.error).toMatch(reason)
  }
  expect((await ask(`?ids=${Array.from({length: 10}, (_, index) => `doc-${index}`).join(',')}`)).status).toBe(200)
})

test('60 requests a minute per client, then 429 with Retry-After; another client is not held back', async () => {
  for (let index = 0; index < 60; index++) expect((await ask('?ids=a', {}, '10.9.9.9')).status).toBe(200)
  const refused = await ask('?ids=a', {}, '10.9.9.9')
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  expect((await ask('?ids=a', {}, '10.9.9.10')).status).toBe(200)
})

test('a webhook’s publish: its revision at once, rendered once the cache applied its tags and the site rendered its pages', async () => {
  const {POST} = await import('@/publish/webhook')
  const {indexPage} = await import('@/live/pageIndex.mjs')
  const {noteRevalidated} = await import('@/live/revalidated.mjs')
  await indexPage('/pilot/givify', ['sanity', 'pilot:givify'])
  await indexPage('/pilots', ['sanity', 'pilot'])
  await indexPage('/about', ['sanity', 'aboutPage'])
  const unknown = await ask('?ids=pilot-givify,never-published')
  expect(unknown.body.documents).toEqual({'pilot-givify': null, 'never-published': null})

  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', rev: 'rev-after-webhook', slug: 'givify', previousSlug: 'givify'})
  const request = new Request('http://127.0.0.1/api/revalidate', {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret)},
    body,
  }) as unknown as NextRequest
  const before = Date.now()
  expect((await POST(request)).status).toBe(200)
  expect(revalidateTag).toHaveBeenCalledWith('pilot:givify', 'max')

  const applied = await eventually(
    () => ask('?ids=pilot-givify'),
    ({body}) => body.documents['pilot-givify'] !== null,
    'the publish recorded',
  )
  expect(applied.body.documents['pilot-givify']).toMatchObject({rev: 'rev-after-webhook', rendered: false, purged: null})
  expect(Date.parse(applied.body.documents['pilot-givify'].appliedAt)).toBeGreaterThanOrEqual(before - 1000)
  expect(applied.body.site).toMatchObject({contentLake: {reachable: true, unreachableSince: null}, edge: null})
  expect(rendered).toEqual([])

  // Next applies the queued tags after the answer, through the cache handler (edge/cacheHandler.mjs).
  noteRevalidated(['pilot', 'pilot:givify'], Promise.resolve())
  const done = await eventually(
    () => ask('?ids=pilot-givify'),
    ({body}) => body.documents['pilot-givify'].rendered === true,
    'the pages rendered',
  )
  expect(done.body.documents['pilot-givify'].rev).toBe('rev-after-webhook')
  // The pages that carry its tags, not the others.
  expect(rendered.sort()).toEqual(['/pilot/givify', '/pilots'])
})

test('the catch-up records the bundled file’s documents, with nothing to render when the file is the build’s', async () => {
  const {GET} = await import('@/catch-up/handler')
  const answer = await GET(
    new Request('http://127.0.0.1/api/catch-up', {headers: {authorization: 'Bearer catch-up-token'}}) as unknown as NextRequest,
  )
  expect(answer.status).toBe(200)
  const status = await eventually(
    () => ask('?ids=aboutPage,siteSettings'),
    ({body}) => body.documents.aboutPage?.rendered === true,
    'the file’s documents recorded',
  )
  expect(status.body.documents.aboutPage.rev).toMatch(/^[\w-]{22}$/)
  expect(status.body.documents.siteSettings.rev).toMatch(/^[\w-]{22}$/)
  expect(status.body.documents.siteSettings.rev).not.toBe(status.body.documents.aboutPage.rev)
  expect(Date.parse(status.body.site.lastCaughtUpAt)).toBeGreaterThan(Date.now() - 60_000)
})

test('a webhook call whose revalidation failed is not recorded: Sanity’s retry of it is', async () => {
  const {POST} = await import('@/publish/webhook')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const body = JSON.stringify({_id: 'article-retried', _type: 'article', rev: 'rev-retried', slug: 'retried', previousSlug: 'retried'})
  const signature = await encodeSignatureHeader(body, Date.now(), secret)
  const call = () =>
    POST(
      new Request('http://127.0.0.1/api/revalidate', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'sanity-webhook-signature': signature},
        body,
      }) as unknown as NextRequest,
    )
  revalidateTag.mockImplementationOnce(() => {
    throw new Error('the cache could not be written')
  })
  expect((await call()).status).toBe(500)
  expect((await ask('?ids=article-retried')).body.documents['article-retried']).toBeNull()
  expect((await call()).status).toBe(200)
  await eventually(
    () => ask('?ids=article-retried'),
    ({body}) => body.documents['article-retried']?.rev === 'rev-retried',
    'the retry recorded',
  )
})
