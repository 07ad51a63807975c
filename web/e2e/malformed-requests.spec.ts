/**
 * Fuzzing the production server as an attacker would: more than 500 malformed requests (bad
 * percent-encoding, odd paths, every method Node's parser accepts, hostile headers and ranges). No
 * answer may be a 5xx, and every answer carries the security headers.
 */
import {execFileSync} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {rawExchange, rawRequest, type RawAnswer} from '../test/support/rawRequest'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {expectSecurityHeaders} from './support/securityHeaders'

const server = siteOfEachTest()

const ROUTES = [
  '/',
  '/about',
  '/pilots',
  '/pilot/givify',
  '/beacon/today-tomorrow',
  '/article/x',
  '/api/revalidate',
  '/pilot/givify/opengraph-image',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
]
const BAD_SEGMENTS = [
  '%',
  '%zz',
  '%e0%a4%a',
  '%c0%af',
  '%00',
  '%%',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%ff%fe',
  'a%2',
  '%u0041',
  '%252e',
  '%E2%82',
  '%F0%9F%98',
]
const ODD_PATHS = [
  '//',
  '///about',
  '/about//',
  '/./about',
  '/../about',
  '/about/.',
  '/about?%zz=1',
  '/?q=%',
  '/_next/static/%zz',
  '/_next/static/../../etc/passwd',
  '/_next/image?url=%zz&w=1&q=1',
  '/_next/image?url=http://evil&w=64&q=75',
  '/_next/data/x/%zz.json',
  '/content-images/%zz',
  '/index.php/innovation-in-fundraising-summit//',
  '/' + 'a'.repeat(2000),
  '/api/revalidate/%zz',
  '/api/revalidate/',
]
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
]
const RANGES = [
  'bytes=999999999-',
  'bytes=abc',
  'bytes=5-1',
  'bytes=-0',
  'bytes=0-0,1-1,2-2,3-3',
  'bytes=',
  'items=0-1',
  'bytes=-999999999999999999999',
]
const HOSTILE_HEADERS: Record<string, string>[] = [
  {RSC: '1', 'Next-Router-State-Tree': '%%garbage'},
  {RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/%zz'},
  {'Next-Action': 'does-not-exist'},
  {'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy'},
  {'x-nextjs-data': '1'},
  {'x-invoke-path': '/%zz'},
  {'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher'},
  {Host: 'evil.example'},
  {'If-None-Match': '"' + 'x'.repeat(500) + '"'},
  {'If-Modified-Since': 'not a date'},
  {'Accept-Encoding': 'gzip;q=abc, br;q=-1'},
  {'Content-Type': 'multipart/form-data; boundary='},
  {Cookie: '__prerender_bypass=x; __next_preview_data=%zz'},
  {'sanity-webhook-signature': 't=abc,v1=%%%'},
  {Accept: 'text/x-component'},
]

/** Requests Node's own HTTP client would refuse to send, as raw bytes: what Node's parser rejects, and odd request targets. */
const RAW_REQUESTS: Record<string, {bytes: string; status: number}> = {
  'a space in the path': {bytes: 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n', status: 400},
  'a control character in a header name': {bytes: 'GET / HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: y\r\n\r\n', status: 400},
  'headers too large': {bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431},
  'an unknown HTTP version': {bytes: 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', status: 400},
  'HTTP/1.1 without Host': {bytes: 'GET / HTTP/1.1\r\n\r\n', status: 400},
  'a Content-Length that is not a number': {
    bytes: 'POST /api/revalidate HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    status: 400,
  },
  'two Content-Lengths': {
    bytes: 'POST /api/revalidate HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    status: 400,
  },
  'a broken chunked body': {
    bytes: 'POST /api/revalidate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    status: 400,
  },
  // Refused before the body: a client trickling one would otherwise hold the request for minutes.
  'a POST to a page whose body never arrives': {
    bytes: 'POST /about HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 20000\r\n\r\n--x',
    status: 405,
  },
  'a PUT to a page whose body never arrives': {
    bytes: 'PUT /pilot/givify HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\n{"a":',
    status: 405,
  },
  // The only write is the webhook's POST: an API address without a route, or one that only reads, refuses at once too.
  'a POST to an API address without a route whose body never arrives': {
    bytes: 'POST /api/nope HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\n{"a":',
    status: 405,
  },
  'a POST to /api/draft-mode/disable whose body never arrives': {
    bytes: 'POST /api/draft-mode/disable HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\nx',
    status: 405,
  },
  // The site has no server actions: Next's decoder never sees one (it answered 400 and logged a stack).
  'a server-action call to an API address': {
    bytes: 'POST /api/nope HTTP/1.1\r\nHost: x\r\nNext-Action: 0123456789abcdef\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n[]',
    status: 405,
  },
  // Node answers an Expect it does not know itself: with the security headers too.
  'an Expect other than 100-continue': {bytes: 'GET /about HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n', status: 417},
  'OPTIONS *': {bytes: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', status: 204},
  'GET *': {bytes: 'GET * HTTP/1.1\r\nHost: x\r\n\r\n', status: 400},
  // The absolute form names another host: the site answers for its own page, never redirects there.
  'an absolute-form target': {bytes: 'GET http://evil.example/about HTTP/1.1\r\nHost: x\r\n\r\n', status: 200},
  'an absolute-form target with bad encoding': {bytes: 'GET https://evil.example/%zz HTTP/1.1\r\nHost: x\r\n\r\n', status: 400},
}

function cases() {
  const list: {method: string; path: string; headers?: Record<string, string>}[] = []
  for (const route of ROUTES) for (const segment of BAD_SEGMENTS) list.push({method: 'GET', path: `${route.replace(/\/$/, '')}/${segment}`})
  for (const segment of BAD_SEGMENTS)
    list.push({method: 'GET', path: `/pilot/${segment}`}, {method: 'GET', path: `/beacon/${segment}/opengraph-image`})
  for (const path of ODD_PATHS) for (const method of ['GET', 'HEAD', 'POST', 'PUT']) list.push({method, path})
  for (const path of ['/', '/about', '/pilot/givify', '/api/revalidate', '/nope', '/about/'])
    for (const method of METHODS) list.push({method, path})
  const staticFile = '/icon.svg'
  for (const path of [staticFile, '/', '/pilots', '/content-images/%zz'])
    for (const range of RANGES) list.push({method: 'GET', path, headers: {Range: range}})
  for (const path of ['/', '/about', '/pilot/givify', '/api/revalidate'])
    for (const headers of HOSTILE_HEADERS) for (const method of ['GET', 'POST']) list.push({method, path, headers})
  return list
}

test('at least 500 malformed requests: no 5xx, and the security headers on every answer', async () => {
  test.setTimeout(300_000)
  const logStart = server().logs.join('').length
  const all = cases()
  const staticAsset = (await server().page('/')).html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0]
  expect(staticAsset).toBeTruthy()
  for (const range of RANGES) all.push({method: 'GET', path: staticAsset!, headers: {Range: range}})
  expect(all.length).toBeGreaterThanOrEqual(500)

  const failures: string[] = []
  /** An answer fails when it is a 5xx or lacks a security header. */
  const check = (label: string, answer: RawAnswer) => {
    if (answer.status >= 500) failures.push(`${label} → ${answer.status}`)
    try {
      expectSecurityHeaders(answer.headers, label)
    } catch (error) {
      failures.push(`${label} → ${answer.status} without the security headers (${String(error).split('\n')[0]})`)
    }
  }
  const queue = [...all]
  await Promise.all(
    Array.from({length: 6}, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const label = `${next.method} ${next.path.slice(0, 80)} ${JSON.stringify(next.headers ?? {}).slice(0, 80)}`
        check(label, await rawRequest(server().url, next))
      }
    }),
  )
  for (const [name, {bytes}] of Object.entries(RAW_REQUESTS)) {
    check(name, await rawExchange(server().url, bytes))
  }
  expect(failures).toEqual([])
  expect(server().logs.join('').slice(logStart)).not.toMatch(/HTTP method is unsupported|Failed to decode|ERR_INVALID_URL|\n\s+at /)
})

test("what Node's parser rejects, and targets that are not a path: the right status, no redirect, the security headers", async () => {
  for (const [name, {bytes, status}] of Object.entries(RAW_REQUESTS)) {
    const answer = await rawExchange(server().url, bytes)
    expect(answer.status, name).toBe(status)
    expect(answer.headers.location, name).toBeUndefined()
    expectSecurityHeaders(answer.headers, name)
  }
})

test('a bad percent-encoding answers 400 and a redirect carries the headers', async () => {
  for (const path of ['/beacon/%zz', '/pilot/%', '/pilot/%zz/opengraph-image']) {
    const answer = await rawRequest(server().url, {path})
    expect(answer.status, path).toBe(400)
    expectSecurityHeaders(answer.headers, path)
  }
  const redirect = await rawRequest(server().url, {path: '/about/'})
  expect(redirect.status).toBe(308)
  expect(redirect.headers.location).toBe('/about')
  expectSecurityHeaders(redirect.headers, 'redirect')
})

test('other methods on the webhook answer 405; POST and PUT on a prerendered page answer 405', async () => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
    expect((await rawRequest(server().url, {method, path: '/api/revalidate'})).status, method).toBe(405)
  }
  for (const method of ['POST', 'PUT'])
    expect((await rawRequest(server().url, {method, path: '/about', body: 'x'})).status, method).toBe(405)
})

test('a bad or unsatisfiable Range on a static file gets the whole file', async () => {
  // A public file, a hashed build file and a metadata route.
  const staticAsset = (await server().page('/')).html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0]
  expect(staticAsset).toBeTruthy()
  for (const path of ['/content-images/site_logo-250x48.svg', staticAsset!, '/icon.svg']) {
    expect((await rawRequest(server().url, {path})).status, path).toBe(200)
    for (const range of ['bytes=999999999-', 'bytes=abc', 'bytes=5-1']) {
      const answer = await rawRequest(server().url, {path, headers: {Range: range}})
      expect(answer.status, `${path} ${range}`).toBe(200)
      expectSecurityHeaders(answer.headers, `${path} ${range}`)
    }
  }
})

test("Next's internal revalidation headers from a visitor neither re-render nor rewrite a page", async () => {
  // The build's preview id: the value of every editor's draft-mode cookie, and what Next accepts from itself.
  const {preview} = JSON.parse(readFileSync(join(server().distDir, 'prerender-manifest.json'), 'utf8')) as {
    preview: {previewModeId: string}
  }
  const internal: Record<string, string>[] = [
    {'x-prerender-revalidate': preview.previewModeId},
    {'x-prerender-revalidate': preview.previewModeId, 'x-prerender-revalidate-if-generated': '1'},
    {'x-next-revalidated-tags': '_N_T_/about,sanity', 'x-next-revalidate-tag-token': preview.previewModeId},
  ]
  expect((await rawRequest(server().url, {path: '/about'})).status).toBe(200)
  for (const headers of internal) {
    for (let i = 0; i < 3; i++) {
      const answer = await rawRequest(server().url, {path: '/about', headers})
      expect([answer.status, answer.headers['x-nextjs-cache']], JSON.stringify(headers)).toEqual([200, 'HIT'])
    }
  }
})

test('the image optimizer is off: every spelling of an image address answers 404 and nothing is written', async () => {
  const images = join(server().distDir, 'cache', 'images')
  const files = () =>
    existsSync(images) ? execFileSync('find', [images, '-type', 'f'], {encoding: 'utf8'}).split('\n').filter(Boolean) : []
  const before = files()
  const spellings = [
    '/pilot/givify/opengraph-image',
    '/pilot/%67ivify/opengraph-image',
    '/%70ilot/givify/opengraph-image',
    '/content-images/site_logo-250x48.svg',
  ]
  for (const path of spellings) {
    for (const width of [640, 750]) {
      const answer = await rawRequest(server().url, {path: `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=75`})
      expect(answer.status, path).toBe(404)
      expectSecurityHeaders(answer.headers, path)
    }
  }
  expect(files()).toEqual(before)
  expect(before).toEqual([])
})
