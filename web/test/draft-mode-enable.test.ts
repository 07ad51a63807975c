/**
 * /api/draft-mode/enable against the Content Lake (a local server answering the secret lookup as the
 * Lake does): however many wrong secrets arrive, the Lake is asked about a few a minute, and the
 * refusals make one log line; an editor's secret still opens the preview with a pass that expires;
 * and a site reading the Lake without a read token answers 404 (no preview), not a 500.
 * Next's request APIs are stand-ins here: the cookie jar the route writes, and the redirect it ends with.
 */
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, afterEach, beforeAll, expect, test, vi} from 'vitest'
import {WRONG_SECRET_LOOKUPS_PER_MINUTE} from '@/security/previewSecretLookups'
import {PREVIEW_PASS_COOKIE, PREVIEW_PASS_LIFETIME_S, isValidPreviewPass} from '@/security/previewPass'

type Cookie = {name: string; value?: string; maxAge?: number}
const jar = vi.hoisted(() => new Map<string, Cookie>())
const draft = vi.hoisted(() => ({enabled: false}))
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    set: (cookie: Cookie) => jar.set(cookie.name, cookie),
    delete: (cookie: string | Cookie) => jar.delete(typeof cookie === 'string' ? cookie : cookie.name),
  }),
  draftMode: async () => ({
    get isEnabled() {
      return draft.enabled
    },
    enable: () => {
      draft.enabled = true
      jar.set('__prerender_bypass', {name: '__prerender_bypass', value: 'the-builds-preview-id'})
    },
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect to ${to}`), {redirectTo: to})
  },
}))

const EDITORS_SECRET = 'the-presentation-tools-secret'
const PASS_KEY = 'a-preview-cookie-secret'
let lookups = 0
let listReads = 0
/** The secrets that exist in the Lake's dataset. */
let existing = [EDITORS_SECRET]
const lake = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://lake')
  lookups++
  if ((url.searchParams.get('query') ?? '').trimStart().startsWith('[')) {
    // The list of secrets that exist now (sanity/previewSecret.ts existingSecrets).
    lookups--
    listReads++
    response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({ms: 1, query: '', result: existing}))
    return
  }
  const secret = JSON.parse(url.searchParams.get('$secret') ?? 'null') as string | null
  const found =
    secret !== null && existing.includes(secret)
      ? {_id: 'sanity-preview-url-secret.x', _updatedAt: new Date().toISOString(), secret, studioUrl: 'http://localhost:3333'}
      : null
  response
    .writeHead(200, {'content-type': 'application/json'})
    .end(JSON.stringify({ms: 1, query: '', result: {private: found, public: null}}))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
  lake.close()
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  jar.clear()
  draft.enabled = false
})

/** The route as a server reading the Lake starts it: fresh module state, this environment. */
async function enableRoute({readToken}: {readToken: string}) {
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'test0proj')
  vi.stubEnv('SANITY_API_HOST', `http://127.0.0.1:${(lake.address() as AddressInfo).port}`)
  vi.stubEnv('SANITY_API_READ_TOKEN', readToken)
  vi.stubEnv('PREVIEW_COOKIE_SECRET', PASS_KEY)
  vi.resetModules()
  return (await import('@/app/api/draft-mode/enable/route')).GET
}

const enableWith = (secret: string, client = '192.0.2.1') =>
  new Request(`http://site.test/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/pilot/givify`, {
    headers: {'x-forwarded-for': client},
  })

/** The route's answer, or where it redirected (next-sanity ends a valid request with redirect()). */
async function call(GET: (request: Request) => Promise<Response>, request: Request) {
  try {
    const response = await GET(request)
    return {status: response.status, redirectTo: null}
  } catch (error) {
    const redirectTo = (error as {redirectTo?: string}).redirectTo
    if (!redirectTo) throw error
    return {status: 307, redirectTo}
  }
}

test('300 wrong secrets: the Lake is asked about a few, each gets 401 or 429 and no cookie, and the log has one line', async () => {
  const GET = await enableRoute({readToken: 'a-viewer-token'})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const [before, listsBefore] = [lookups, listReads]
  const answers = await Promise.all(Array.from({length: 300}, (_, index) => call(GET, enableWith(`wrong-guess-${index}`))))
  expect(lookups - before).toBeLessThanOrEqual(WRONG_SECRET_LOOKUPS_PER_MINUTE)
  // Past the budget, the requests share reads of the list of secrets that exist: one a second at most.
  expect(listReads - listsBefore).toBeLessThanOrEqual(5)
  expect(answers.filter((answer) => answer.status !== 401 && answer.status !== 429)).toEqual([])
  expect(jar.size).toBe(0)
  expect(warn.mock.calls.filter(([line]) => /\[preview\].*refused/.test(String(line)))).toHaveLength(1)
})

test("the editor's secret opens the preview: draft mode, and a pass that lasts hours, not forever", async () => {
  const GET = await enableRoute({readToken: 'a-viewer-token'})
  const before = lookups
  expect(await call(GET, enableWith(EDITORS_SECRET))).toEqual({status: 307, redirectTo: '/pilot/givify'})
  // One lookup: next-sanity's own check reuses the route's answer.
  expect(lookups - before).toBe(1)
  expect(draft.enabled).toBe(true)
  const pass = jar.get(PREVIEW_PASS_COOKIE)
  expect(pass?.maxAge).toBe(PREVIEW_PASS_LIFETIME_S)
  expect(await isValidPreviewPass(pass?.value, {secret: PASS_KEY})).toBe(true)
})

test("wrong secrets from one client lock out nobody: another client's guesses are still looked up, and the editor's new secret opens the preview from the same address", async () => {
  const GET = await enableRoute({readToken: 'a-viewer-token'})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const attacker = await Promise.all(Array.from({length: 30}, (_, index) => call(GET, enableWith(`wrong-guess-${index}`, '198.51.100.7'))))
  expect(attacker.map((answer) => answer.status)).toContain(429)
  expect((await call(GET, enableWith('another-wrong-guess', '203.0.113.9'))).status).toBe(401)
  // A secret the Presentation tool made after the guesses, from the attacker's own address (one office, one NAT).
  const fresh = 'a-secret-made-just-now'
  existing = [EDITORS_SECRET, fresh]
  try {
    const answer = await call(GET, enableWith(fresh, '198.51.100.7'))
    expect(answer).toEqual({status: 307, redirectTo: '/pilot/givify'})
    expect(draft.enabled).toBe(true)
  } finally {
    existing = [EDITORS_SECRET]
  }
})

test("the editor's return path is a path of this site: one that leaves it once resolved returns the editor to the home page", async () => {
  const GET = await enableRoute({readToken: 'a-viewer-token'})
  const returning = (pathname: string) =>
    call(
      GET,
      new Request(
        `http://site.test/api/draft-mode/enable?sanity-preview-secret=${EDITORS_SECRET}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
      ),
    )
  for (const pathname of [
    '/..//evil.example',
    '/%2e%2e//evil.example/c',
    '/x/..//evil.example',
    '/%5cevil.example',
    '//evil.example',
    'https://evil.example/',
  ])
    expect(await returning(pathname), pathname).toEqual({status: 307, redirectTo: '/'})
  expect(await returning('/pilot/givify?tab=1#objectives')).toEqual({status: 307, redirectTo: '/pilot/givify?tab=1#objectives'})
  expect(await returning('/x/../about')).toEqual({status: 307, redirectTo: '/about'})
})

test('reading the Lake without a read token, preview is not configured: 404, not a 500 with a stack', async () => {
  const GET = await enableRoute({readToken: ''})
  const error = vi.spyOn(console, 'error')
  const before = lookups
  for (const secret of [EDITORS_SECRET, 'wrong']) {
    const answer = await call(GET, enableWith(secret))
    expect(answer.status, secret).toBe(404)
  }
  expect(lookups).toBe(before)
  expect(jar.size).toBe(0)
  expect(error).not.toHaveBeenCalled()
})
