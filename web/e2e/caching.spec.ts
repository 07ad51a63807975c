/**
 * What a CDN in front of the site may keep: pages briefly (so an edge never serves a page more than
 * a minute older than the last publish), hashed build files for a year, immutable, and nothing that
 * is not the page at its address.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {edgeStalenessAfterPublishS} from '../src/publish/consistencyWait'
import {rawRequest} from '../test/support/rawRequest'
import {eventually} from '@site/test-harness/eventually'
import {expect, test} from './support/fixtures'

function directives(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [name, value] = part.trim().split('=')
      return [name!.toLowerCase(), value === undefined ? true : Number(value)]
    }),
  )
}

test('pages: browsers ask again, and a CDN serves a page at most a minute after its publish', async ({request}) => {
  for (const path of ['/', '/pilots', '/pilot/givify', '/beacon/today-tomorrow', '/about']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cache = directives(response.headers()['cache-control'])
    expect(cache['max-age'], path).toBe(0)
    expect(cache['s-maxage'], path).toBeGreaterThan(0)
    expect(cache['stale-while-revalidate'], path).toBeGreaterThan(0)
    // The site's first answer after a publish may be the previous page (next test): the edge can keep
    // that for one more shared lifetime, so the shared max-age counts twice.
    const worstCase = edgeStalenessAfterPublishS({
      sharedMaxAge: Number(cache['s-maxage']),
      staleWhileRevalidate: Number(cache['stale-while-revalidate']),
    })
    expect(worstCase, `${path}: ${response.headers()['cache-control']}`).toBeLessThanOrEqual(60)
  }
})

test('after a publish, the previous page answers only until the site has rendered the new one, as cacheable as ever', async ({site}) => {
  const before = await fetch(`${site.url}/pilot/givify`)
  const previousTitle = String(site.findDocument('pilot-givify').title)
  expect(await before.text()).toContain(previousTitle)
  const title = 'Givify, Reaching the Edge Within a Minute'
  site.editDocument('pilot-givify', (doc) => ({...doc, title}))
  expect((await site.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))).status).toBe(200)

  // What a CDN fetching right after the publish may store: the previous page, served stale while the site
  // renders the new one itself (src/live/), or already the new one; as cacheable as ever.
  const first = await fetch(`${site.url}/pilot/givify`)
  const stale = first.headers.get('x-nextjs-cache') === 'STALE'
  expect(await first.text()).toContain(stale ? previousTitle : title)
  expect(first.headers.get('cache-control')).toBe(before.headers.get('cache-control'))
  expect(directives(first.headers.get('cache-control') ?? '')['s-maxage']).toBeGreaterThan(0)
  // Then the new page, from the cache: the site rendered it, no visitor had to.
  await eventually(
    async () => {
      const response = await fetch(`${site.url}/pilot/givify`)
      return {cache: response.headers.get('x-nextjs-cache'), html: await response.text()}
    },
    ({cache, html}) => cache === 'HIT' && html.includes(title),
    'the new page from the cache',
  )
})

test('hashed build files: a year, immutable', async ({request}) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css|woff2)/g)].map((match) => match[0]).slice(0, 5)
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
})

/**
 * Whether a shared cache could store this answer under its address for every visitor: it keys on the
 * address and on the request headers the answer names in Vary. Storable unless private or no-store.
 */
function storedForEveryone(headers: Record<string, string | string[] | undefined>, keyedOn: string[]) {
  const cache = directives(String(headers['cache-control'] ?? ''))
  if (cache['no-store'] || cache.private) return false
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  // Only an answer that depends on request headers can be kept apart by Vary, and only if it names them all.
  return !(keyedOn.length > 0 && keyedOn.every((name) => vary.includes(name)))
}

test('answers that are not the page itself: no shared cache stores them for every visitor', async ({site: server}) => {
  const buildId = readFileSync(join(server.distDir, 'BUILD_ID'), 'utf8').trim()
  const flight = {RSC: '1'}
  const prefetch = {RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree'}
  // [what, path, request headers, the request headers that would have to be in Vary]
  const cases: [string, string, Record<string, string>, string[]][] = [
    ["Next's redirect of a flight request to its _rsc address", '/about', flight, ['rsc']],
    ['the same redirect for a slugged page', '/pilot/givify', flight, ['rsc']],
    ['the redirect of a segment prefetch', '/about', prefetch, ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch']],
    ['flight data', '/about?_rsc', flight, ['rsc']],
    // Next's own redirect target, asked for without the RSC header: the same request whatever _rsc's value.
    ['an empty _rsc without RSC', '/pilots?_rsc', {}, []],
    ['an empty _rsc= without RSC', '/pilots?_rsc=', {}, []],
    ['an empty _rsc after another parameter', '/about?x=1&_rsc', {}, []],
    ['pages-router data', `/_next/data/${buildId}/about.json`, {}, []],
    ['the global error page', '/_global-error', {}, []],
    ['the not-found page at its internal address', '/_not-found', {}, []],
  ]
  const stored: string[] = []
  for (const [what, path, headers, keyedOn] of cases) {
    const answer = await rawRequest(server.url, {path, headers})
    expect(answer.status, `${what}: ${path}`).toBeLessThan(600)
    if (storedForEveryone(answer.headers, keyedOn))
      stored.push(`${what} (${path} → ${answer.status}, Cache-Control: ${answer.headers['cache-control']}, Vary: ${answer.headers.vary})`)
  }
  expect(stored).toEqual([])
  // The page itself keeps its shared lifetime.
  const page = await rawRequest(server.url, {path: '/about'})
  expect(directives(String(page.headers['cache-control']))['s-maxage']).toBeGreaterThan(0)
})
