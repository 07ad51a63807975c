/**
 * The edge as fresh as the origin, end to end: Debian's Varnish with the site's configuration
 * (deploy/varnish/default.vcl, as an operator deploys it) in front of a production server of the build
 * started with VARNISH_PURGE_URL, on its own copy of the bundled dataset. Pages are kept at the edge
 * for a day; a publish purges exactly its pages (an unrelated page keeps being served from the edge),
 * a deleted page's 404 and a renamed page's 308 reach the edge, drafts, previews and private answers
 * never enter it, and a purge that cannot reach it falls back to a short lifetime, Varnish serving
 * nothing kept longer than 15 s meanwhile. A browser that takes brotli gets it from the edge too, and
 * a restarted edge asks the site from its first request. An error from the site is never kept, and
 * a page kept there answers in its place.
 */
import {createServer, request as httpRequest, type RequestListener} from 'node:http'
import type {AddressInfo} from 'node:net'
import {eventually} from '@site/test-harness/eventually'
import {freePort} from '../test/support/freePort'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {startPurgeApis} from '../test/support/purgeApis'
import {startRedis} from '../test/support/redisServer'
import {startVarnish} from '../test/support/varnishServer'
import {BROWSER_ENCODINGS, decodedText, encodedAnswer, encodingOf} from './support/encodedAnswer'
import {expect, test} from './support/fixtures'
import {previewEnableAddress, putPreviewSecret} from './support/publishing'

test.describe.configure({mode: 'serial', timeout: 120_000})

/**
 * How long a publish may take to reach a visitor through the edge here: long enough for a machine
 * running every suite at once, far short of what the edge would keep a page without the purge (a day)
 * or a not-found answer if it kept one. The promise itself, live within 2 s of the webhook's answer, is
 * a figure `pnpm --filter web bench:edge` prints (publish → live at the edge; docs/benchmarks.md).
 */
const LIVE_AT_EDGE_MS = 10_000

type Edge = Awaited<ReturnType<typeof startVarnish>>
let site: PublishServer
let edge: Edge
/** What the running test started, stopped after it in reverse order. */
const running: {stop(): Promise<unknown>}[] = []

/** A visitor's request through the edge. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${edge.url}${path}`, {redirect: 'manual', headers})
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    hits: Number(response.headers.get('x-cache-hits')),
    headers: response.headers,
  }
}

/** A request through the edge from one client's address (any of 127.0.0.0/8: the edge tells them apart). */
function visitFrom(clientAddress: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const {hostname, port} = new URL(edge.url)
  return new Promise<{status: number; hits: number; retryAfter: string | undefined; connection: string | undefined}>((resolve, reject) => {
    const asked = httpRequest({hostname, port, path, method, headers, localAddress: clientAddress}, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          hits: Number(response.headers['x-cache-hits']),
          retryAfter: response.headers['retry-after'] as string | undefined,
          connection: response.headers.connection,
        }),
      )
    })
    asked.on('error', reject)
    asked.end()
  })
}

/** Asks until the edge serves it from its cache (its second request at the latest). */
const cachedAtEdge = (path: string) =>
  eventually(
    () => visit(path),
    ({hits}) => hits > 0,
    `${path} served from the edge`,
  )

async function start(env: Record<string, string> = {}) {
  const purgePort = await freePort()
  site = await startPublishServer({env: {VARNISH_PURGE_URL: `http://127.0.0.1:${purgePort}`, SITE_CATCH_UP_INTERVAL_S: '1', ...env}})
  running.push(site)
  edge = await startVarnish({backendPort: Number(new URL(site.url).port), purgePort})
  running.push(edge)
}

/** Varnish in front of a stand-in site that answers as `answer` says: what the edge does, whatever the site's pages are. */
async function startEdgeBefore(answer: RequestListener) {
  const stub = createServer(answer)
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  running.push({stop: () => new Promise((resolve) => stub.close(resolve).closeAllConnections())})
  edge = await startVarnish({backendPort: (stub.address() as AddressInfo).port})
  running.push(edge)
}

const publish = (doc: {_id: string; _type: string}, slug: string | null, previousSlug: string | null = slug) =>
  site.webhook(JSON.stringify({_id: doc._id, _type: doc._type, slug, previousSlug}))

test.afterEach(async () => {
  for (const started of running.splice(0).reverse()) await started.stop()
})

test('a page is kept at the edge, a publish purges it there for the next visitor, and an unrelated page stays cached', async () => {
  await start()
  // What the origin tells the edge: what the page shows, and a day's lifetime; browsers still ask each time.
  const origin = await fetch(`${site.url}/pilot/givify`)
  expect(origin.headers.get('xkey')?.split(' ')).toEqual(expect.arrayContaining(['sanity', 'pilot:givify']))
  expect(origin.headers.get('surrogate-control')).toBe('max-age=86400, stale-while-revalidate=60, stale-if-error=86400')
  expect(origin.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=15, stale-if-error=86400')
  expect(origin.headers.get('x-site-cache-tags')).toBeNull()

  await cachedAtEdge('/pilot/givify')
  const about = await cachedAtEdge('/about')
  // The edge keeps its own headers to itself.
  expect(about.headers.get('xkey')).toBeNull()
  expect(about.headers.get('surrogate-control')).toBeNull()

  const title = 'Givify, Published to the Edge'
  site.editDocument('pilot-givify', (doc) => ({...doc, title}))
  expect((await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify')).status).toBe(200)
  await eventually(
    () => visit('/pilot/givify'),
    ({html}) => html.includes(title),
    'the new title at the edge',
    {timeoutMs: LIVE_AT_EDGE_MS},
  )
  await eventually(
    () => visit('/pilots'),
    ({html}) => html.includes(title),
    'the new title on its list at the edge',
    {
      timeoutMs: LIVE_AT_EDGE_MS,
    },
  )

  // About shows no pilot: it was not purged, and is still served from the edge.
  expect((await visit('/about')).hits).toBeGreaterThan(about.hits)
})

test('an address asked for before anything is published there is live at the edge at its publish', async () => {
  await start()
  const pilot = '/pilot/new-pilot-2027'
  const page = '/innovation-summit-2027'
  // The last: a 404 a route renders itself (no pilot named), not the proxy's not-found page.
  for (const path of [pilot, page, '/pilot']) {
    // Not found, and never kept: neither here nor at the origin's word.
    for (let i = 0; i < 2; i++) expect(await visit(path), path).toMatchObject({status: 404, hits: 0})
    const origin = await fetch(`${site.url}${path}`)
    expect(origin.status).toBe(404)
    expect(origin.headers.get('cache-control'), path).toBe('private, no-store')
    expect(origin.headers.get('surrogate-control'), path).toBeNull()
    expect(origin.headers.get('xkey'), path).toBeNull()
  }

  const title = 'A Pilot Published in 2027'
  site.putDocument({...site.findDocument('pilot-givify'), _id: 'pilot-new-2027', title, slug: {_type: 'slug', current: 'new-pilot-2027'}})
  await publish({_id: 'pilot-new-2027', _type: 'pilot'}, 'new-pilot-2027', null)
  await eventually(
    () => visit(pilot),
    ({status, html}) => status === 200 && html.includes(title),
    'the new pilot at the edge',
    {timeoutMs: LIVE_AT_EDGE_MS},
  )
  site.putDocument({
    _id: 'page-summit-2027',
    _type: 'page',
    title: 'Innovation Summit 2027',
    slug: {_type: 'slug', current: 'innovation-summit-2027'},
  })
  await publish({_id: 'page-summit-2027', _type: 'page'}, 'innovation-summit-2027', null)
  await eventually(
    () => visit(page),
    ({status, html}) => status === 200 && html.includes('Innovation Summit 2027'),
    'the new page at the edge',
    {timeoutMs: LIVE_AT_EDGE_MS},
  )
})

test('one client can neither make the edge render a kept page again nor keep other visitors from being answered', async () => {
  await start()
  await cachedAtEdge('/about')
  // The same page with made-up queries: the kept page answers each, the site is not asked.
  const asked = edge.backendRequests()
  for (let i = 0; i < 30; i++) expect(await visitFrom('127.0.0.2', `/about?nocache=${i}`)).toMatchObject({status: 200})
  expect(edge.backendRequests()).toBeLessThanOrEqual(asked + 1)

  // Addresses the edge cannot keep (made up: 404, never kept), 25 at a time: past its share, the client gets 429.
  const answers: Awaited<ReturnType<typeof visitFrom>>[] = []
  for (let batch = 0; batch < 10; batch++)
    answers.push(...(await Promise.all(Array.from({length: 25}, (_, i) => visitFrom('127.0.0.2', `/made-up-${batch}-${i}`)))))
  const refused = answers.filter(({status}) => status === 429)
  expect(refused.length).toBeGreaterThan(0)
  expect(refused.every(({retryAfter}) => Number(retryAfter) > 0)).toBe(true)
  expect(answers.filter(({status}) => status !== 429 && status !== 404)).toEqual([])
  // Another visitor meanwhile: answered as ever.
  expect(await visitFrom('127.0.0.3', '/made-up-by-another')).toMatchObject({status: 404})
  expect(await visitFrom('127.0.0.3', '/about')).toMatchObject({status: 200})
})

test('one client asking for a kept page as fast as it is answered is slowed by refusals held a second; another visitor is answered meanwhile', async () => {
  await start()
  await cachedAtEdge('/about')
  // 127.0.0.4 keeps 250 requests open, each a made-up query of the kept page (no render: only the edge
  // works), until it has asked past its share faster than the share comes back (100 a second): on a
  // loaded machine this client itself is slow, so it asks batch after batch until refused.
  type Answer = Awaited<ReturnType<typeof visitFrom>> & {ms: number}
  let refused: Answer[] = []
  const answers: Answer[] = []
  for (let batch = 0; batch < 40 && !refused.length; batch++) {
    const answered = await Promise.all(
      Array.from({length: 250}, async (_, i) => {
        const start = performance.now()
        const answer = await visitFrom('127.0.0.4', `/about?flood=${batch}-${i}`)
        return {...answer, ms: performance.now() - start}
      }),
    )
    answers.push(...answered)
    refused = answered.filter(({status}) => status === 429)
  }
  expect(answers.filter(({status}) => status !== 200 && status !== 429)).toEqual([])
  expect(refused.length).toBeGreaterThan(0)
  // Each refusal says when to ask again, and was held a second before it was sent; past 100 held a
  // second, it is sent at once and closes its connection.
  expect(refused.every(({retryAfter}) => Number(retryAfter) > 0)).toBe(true)
  expect(refused.filter(({ms, connection}) => ms < 950 && connection !== 'close')).toEqual([])
  expect(refused.filter(({ms}) => ms >= 950).length).toBeGreaterThan(0)
  expect(await visitFrom('127.0.0.5', '/about')).toMatchObject({status: 200})
})

test('a purge is taken only on the edge’s purge listener, never from a visitor, whatever their address', async () => {
  await start()
  const kept = await cachedAtEdge('/about')
  // A visitor's purge, even from this host's own address (as through a TLS terminator on the same host).
  for (const from of ['127.0.0.1', '127.0.0.2'])
    expect(await visitFrom(from, '/', 'PURGE', {'xkey-purge': 'sanity'}), from).toMatchObject({status: 403})
  expect((await visit('/about')).hits).toBeGreaterThan(kept.hits)
  // The site's purges, on the purge listener: the page is asked of the site again.
  const asked = edge.backendRequests()
  expect((await fetch(edge.purgeUrl, {method: 'PURGE', headers: {'xkey-purge': 'sanity'}})).status).toBe(200)
  await eventually(
    async () => (await visit('/about'), edge.backendRequests()),
    (count) => count > asked,
    'the purged page asked of the site again',
  )
})

test('a browser that takes brotli gets it from the edge, kept beside the gzip answer, and a publish reaches both', async () => {
  await start()
  const at = (encoding: string) => encodedAnswer(`${edge.url}/pilot/givify`, encoding)
  const kept = (encoding: string) =>
    eventually(
      () => at(encoding),
      (answer) => Number(answer.headers['x-cache-hits']) > 0,
      `/pilot/givify in ${encoding} served from the edge`,
    )
  const [br, gzip] = [await kept(BROWSER_ENCODINGS), await kept('gzip')]
  expect([br, gzip].map(encodingOf)).toEqual(['br', 'gzip'])
  expect(decodedText(br)).toBe(decodedText(gzip))

  const title = 'Givify, Lighter at the Edge'
  site.editDocument('pilot-givify', (doc) => ({...doc, title}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify')
  for (const encoding of [BROWSER_ENCODINGS, 'gzip'])
    await eventually(
      () => at(encoding),
      (answer) => decodedText(answer).includes(title),
      `the new title at the edge, asked with ${encoding}`,
      {timeoutMs: LIVE_AT_EDGE_MS},
    )
})

test('a renamed page’s 308 and a deleted page’s 404 reach the edge', async () => {
  await start()
  await cachedAtEdge('/pilot/unhcr-us')
  await cachedAtEdge('/article/manifesto')

  site.editDocument('pilot-unhcr-us', (doc) => ({...doc, slug: {_type: 'slug', current: 'sms-reminders'}, previousSlugs: ['unhcr-us']}))
  await publish({_id: 'pilot-unhcr-us', _type: 'pilot'}, 'sms-reminders', 'unhcr-us')
  await eventually(
    () => visit('/pilot/unhcr-us'),
    ({status, location}) => status === 308 && location === '/pilot/sms-reminders',
    'the old address redirecting at the edge',
    {timeoutMs: LIVE_AT_EDGE_MS},
  )
  expect((await visit('/pilot/sms-reminders')).status).toBe(200)

  site.removeDocument('article-manifesto')
  await publish({_id: 'article-manifesto', _type: 'article'}, null, 'manifesto')
  await eventually(
    () => visit('/article/manifesto'),
    ({status}) => status === 404,
    'the deleted article’s 404 at the edge',
    {
      timeoutMs: LIVE_AT_EDGE_MS,
    },
  )
})

test('drafts, previews and private answers never enter the edge', async () => {
  await start()
  const published = String(site.findDocument('pilot-givify').title)
  const draft = 'Givify, a Draft Only Editors See'
  site.putDocument({...site.findDocument('pilot-givify'), _id: 'drafts.pilot-givify', title: draft})
  putPreviewSecret(site, 'edge-preview-secret')

  // An editor opens the preview through the edge: its answers are theirs alone.
  const enable = await fetch(previewEnableAddress(site, 'edge-preview-secret', '/pilot/givify').replace(site.url, edge.url), {
    redirect: 'manual',
  })
  expect(enable.status).toBe(307)
  const cookies = enable.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ')
  for (let i = 0; i < 2; i++) {
    const preview = await visit('/pilot/givify', {cookie: cookies})
    expect(preview.html).toContain(draft)
    expect(preview.hits).toBe(0)
  }
  // A visitor after the editor: the published page, never the draft.
  const visitor = await cachedAtEdge('/pilot/givify')
  expect(visitor.html).toContain(published)
  expect(visitor.html).not.toContain(draft)

  // Flight data, the health check, a made-up slug: private or no-store, asked of the site every time.
  for (const [path, headers] of [
    ['/pilot/givify?_rsc=1', {rsc: '1'}],
    ['/api/health', {}],
    ['/pilot/made-up-here', {}],
  ] as const) {
    await visit(path, headers)
    expect((await visit(path, headers)).hits, path).toBe(0)
  }
})

test('a restarted edge serves the site from its first request, before a health check has come back', async () => {
  // A site whose pages answer but whose health checks take longer than the probe waits: what the
  // edge does before it has heard from a probe.
  await startEdgeBefore((request, response) => {
    if (request.url?.startsWith('/api/health')) return // never answered
    response.writeHead(200, {'content-type': 'text/html'}).end('<p>the site’s page</p>')
  })

  const first = await visit('/about')
  expect(first.status).toBe(200)
  expect(first.html).toBe('<p>the site’s page</p>')
})

test('a page the edge never kept is asked of the site even while its health check says it is starting', async () => {
  // A site that answers its pages but whose health check says 503 (starting), as a restarted instance does.
  let probes = 0
  await startEdgeBefore((request, response) => {
    if (request.url?.startsWith('/api/health')) return void (probes++, response.writeHead(503).end('starting'))
    response.writeHead(200, {'content-type': 'text/html'}).end('<p>the site’s page</p>')
  })
  // Four failed checks of each probed address: the edge counts the site sick.
  await eventually(
    () => probes,
    (count) => count >= 8,
    'the edge finding the site sick',
  )
  expect(await visit('/never-kept')).toMatchObject({status: 200, html: '<p>the site’s page</p>'})
})

test('a busy site is not a dead one: health checks answered in seconds do not count it sick', async () => {
  // A site under load: its pages answer, its health checks take 3 s.
  let probes = 0
  await startEdgeBefore((request, response) => {
    if (request.url?.startsWith('/api/health')) return void (probes++, setTimeout(() => response.writeHead(200).end('ok'), 3_000))
    response.writeHead(200, {'content-type': 'text/html'}).end('<p>the site’s page</p>')
  })
  // Three slow checks of each probed address begun: two of each answered, enough to count it sick before.
  await eventually(
    () => probes,
    (count) => count >= 6,
    'the edge checking the busy site',
    {timeoutMs: 60_000},
  )
  expect(await visit('/never-kept')).toMatchObject({status: 200, html: '<p>the site’s page</p>'})
  expect(edge.fetchesWhileSick()).toBe(0)
})

test('an error from the site is never kept at the edge, nor put in place of the page it kept', async () => {
  // A site whose page answers as the test says: its version, or 500.
  let answer: {status: number; body: string} = {status: 200, body: '<p>version 1</p>'}
  await startEdgeBefore((request, response) => {
    if (request.url?.startsWith('/api/health')) return void response.writeHead(200).end('ok')
    response
      .writeHead(answer.status, {
        'content-type': 'text/html',
        'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400',
      })
      .end(answer.body)
  })

  // A page never kept: the error reaches the visitor once, and nothing of it is kept.
  answer = {status: 500, body: '<p>an error</p>'}
  const failed = await visit('/never-kept')
  expect(failed.status).toBe(503)
  expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0)
  answer = {status: 200, body: '<p>version 1</p>'}
  expect(await visit('/never-kept')).toMatchObject({status: 200, html: '<p>version 1</p>'})

  // A page kept, past its lifetimes, while the site answers 500: the kept page answers every time.
  await cachedAtEdge('/kept')
  answer = {status: 500, body: '<p>an error</p>'}
  const asked = edge.backendRequests()
  await eventually(
    async () => {
      expect(await visit('/kept')).toMatchObject({status: 200, html: '<p>version 1</p>'})
      return edge.backendRequests()
    },
    (count) => count >= asked + 2,
    'the edge asking the failing site again',
  )
  // Back: the next version replaces it.
  answer = {status: 200, body: '<p>version 2</p>'}
  await eventually(
    () => visit('/kept'),
    ({html}) => html === '<p>version 2</p>',
    'the next version at the edge',
  )
})

test('a purge that cannot reach the edge falls back: a short lifetime, Varnish serving nothing older than 15 s, one log line', async () => {
  // The site purges an address where nothing answers, as when the edge's purge address is wrong or blocked.
  const nowhere = await freePort()
  await start({VARNISH_PURGE_URL: `http://127.0.0.1:${nowhere}`})
  await cachedAtEdge('/pilot/givify')

  const title = 'Givify, Published While the Edge Cannot Be Purged'
  site.editDocument('pilot-givify', (doc) => ({...doc, title}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify')
  const health = await eventually(
    () => fetch(`${site.url}/api/health/edge`),
    (response) => response.status === 503,
    'the site saying its purges fail',
  )
  expect(await health.json()).toMatchObject({status: 'purges failing', edge: 'varnish'})
  // Meanwhile new answers keep the short lifetime only.
  expect((await fetch(`${site.url}/about`)).headers.get('surrogate-control')).toBeNull()
  // The page Varnish kept for a day before the failure is not served once older than 15 s.
  await eventually(
    () => visit('/pilot/givify'),
    ({html}) => html.includes(title),
    'the new title at the edge',
    {timeoutMs: 60_000},
  )

  site.editDocument('pilot-givify', (doc) => ({...doc, title: `${title} Again`}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify')

  // The edge's purge address answers again: the kept keys are purged, and the site says so.
  running.push(await startVarnish({backendPort: Number(new URL(site.url).port), purgePort: nowhere}))
  await eventually(
    () => fetch(`${site.url}/api/health/edge`),
    (response) => response.status === 200,
    'purges getting through again',
  )
  expect(site.logs.join('')).toContain('[edge] purges reach varnish again')
  // Two publishes, and retries every second meanwhile: one line for the failure.
  expect(site.logs.join('').split('[edge] purging varnish failed').length - 1).toBe(1)
})

test('behind Fastly or Cloudflare: their headers on a cached page, and a publish purges exactly its keys through their API', async () => {
  const apis = await startPurgeApis()
  running.push(apis)
  for (const [cdn, keyHeader, lifetimeHeader, separator] of [
    ['fastly', 'surrogate-key', 'surrogate-control', ' '],
    ['cloudflare', 'cache-tag', 'cloudflare-cdn-cache-control', ','],
  ] as const) {
    const origin = await startPublishServer({env: apis.env[cdn]})
    running.push(origin)
    const page = await fetch(`${origin.url}/pilot/givify`)
    expect(page.headers.get(keyHeader)?.split(separator), cdn).toEqual(expect.arrayContaining(['sanity', 'pilot:givify']))
    expect(page.headers.get(lifetimeHeader), cdn).toBe('max-age=86400, stale-while-revalidate=60, stale-if-error=86400')
    origin.editDocument('pilot-givify', (doc) => ({...doc, title: `Givify behind ${cdn}`}))
    await origin.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))
    const purgedAt = () => apis.purged.filter((call) => call.cdn === cdn).flatMap((call) => call.keys)
    await eventually(purgedAt, (keys) => keys.length > 0, `${cdn} purged`)
    expect(purgedAt()).toEqual(['pilot', 'pilot:givify'])
  }
})

test('with the shared cache in Redis, a cached page names its keys and a publish purges them too', async () => {
  const redis = await startRedis()
  running.push(redis)
  await start({REDIS_URL: redis.url})
  // The first answer is rendered for the request (its tags not known yet): asked again, it comes from Redis.
  const keys = await eventually(
    async () => (await fetch(`${site.url}/pilot/givify`)).headers.get('xkey'),
    (header) => header !== null,
    'a page from the shared cache naming its keys',
  )
  expect(keys?.split(' ')).toEqual(expect.arrayContaining(['sanity', 'pilot:givify']))
  await cachedAtEdge('/pilot/givify')
  const title = 'Givify, Published Through the Shared Cache'
  site.editDocument('pilot-givify', (doc) => ({...doc, title}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify')
  await eventually(
    () => visit('/pilot/givify'),
    ({html}) => html.includes(title),
    'the new title at the edge',
    {timeoutMs: LIVE_AT_EDGE_MS},
  )
})
