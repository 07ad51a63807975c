/**
 * Made-up slugs are answered as cheaply as a cached page (docs/architecture.md#the-front-door): the
 * proxy tells an address no document has, now or before, from the type's address list and answers the
 * not-found page the build prerendered, 404 and noindex, with nothing rendered for it. What shows
 * that nothing was rendered: the answer is the one Next serves from its cache (`x-nextjs-cache: HIT`;
 * a render says MISS) and, byte for byte, the not-found page it keeps (a made-up slug's own render is
 * another page: its error shell). Earlier slugs still redirect, a slug
 * published after the build is a page at once, and an editor's preview still reaches a draft's slug.
 * So are numbered pages a list does not have (`/pilots/page/123456`). A page deleted and published again is itself again: no 404 is rendered for its address meanwhile,
 * which Next used to store and serve, with the not-found page's head, once the page was back.
 */
import {eventually} from '@site/test-harness/eventually'
import type {Doc} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {previewEnableAddress, publishingOn, putPreviewSecret} from './support/publishing'
import {madeUpPaths, statusesInBatches} from './support/unknownSlugs'

const server = siteOfEachTest()
const {publish, answerOnceIt} = publishingOn(server)

/**
 * The not-found page as the server keeps it, once served fresh from its cache: prerendered by the
 * build, and rendered once again after a publish that touches every page (its frame shows Site settings).
 */
async function cachedNotFound() {
  const fresh = (response: Response) => response.status === 404 && response.headers.get('x-nextjs-cache') === 'HIT'
  return (await answerOnceIt('/_not-found', fresh, 'was served fresh from the cache')).body
}

/** A made-up address's answer: status, whether it came from the cache, and its HTML. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}${path}`, {redirect: 'manual', headers})
  return {status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text()}
}

/**
 * What a made-up address gets after a publish, when the not-found page may be being rendered again
 * for the whole site: an answer from the cache (HIT, or STALE while that one re-render runs; a
 * render of the address's own says MISS) that is the not-found page.
 */
async function refusal(path: string) {
  const {status, cache, html} = await answer(path)
  const notFoundPage = html.includes('<meta name="robots" content="noindex"/>') && html.includes('Oops! Page not found')
  return {status, fromCache: cache === 'HIT' || cache === 'STALE', notFoundPage}
}
const REFUSED = {status: 404, fromCache: true, notFoundPage: true}

test('made-up slugs under every slugged route, and their share images, get the cached not-found page, unrendered', async () => {
  const notFound = await cachedNotFound()
  expect(notFound).toContain('<meta name="robots" content="noindex"/>')
  expect(notFound).toContain('Oops! Page not found')
  const paths = [...madeUpPaths(60, {shareImageEvery: 4}), '/made-up-page', '/made-up-page/opengraph-image', '/pilot/opengraph-image']
  const answers = await statusesInBatches(paths, async (path) => {
    const {status, cache, html} = await answer(path)
    // 0 when refused as it should be, else the status: one failure names its path.
    return status === 404 && cache === 'HIT' && html === notFound ? 0 : status
  })
  expect(
    answers.map((code, i) => (code ? `${paths[i]}: ${code}, not the cached not-found page` : '')).filter(Boolean),
    'made-up addresses answered otherwise',
  ).toEqual([])
})

test('numbered pages no list has, now or by their spelling, get the cached not-found page, unrendered', async () => {
  const notFound = await cachedNotFound()
  // The launch lists fit on one page each: no list has a page 2 yet.
  const paths = [
    '/pilots/page/2',
    '/pilots/page/123456',
    '/pilots/page/1',
    '/pilots/page/02',
    '/pilots/page/9999999',
    '/get-inspired/finalists/page/7',
    '/get-inspired/articles/page/2',
  ]
  for (const path of paths) {
    const {status, cache, html} = await answer(path)
    expect({path, status, cache, notFoundPage: html === notFound}).toEqual({path, status: 404, cache: 'HIT', notFoundPage: true})
  }
})

test('an earlier slug still redirects and a slug published after the build is a page, while a slug no one had is refused unrendered', async () => {
  const givify = server().findDocument('pilot-givify')
  server().editDocument('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']}))
  expect((await publish(givify, 'givify-renamed', 'givify')).status).toBe(200)
  const pilot: Doc = {...givify, _id: 'pilot-harbour-fund', title: 'Harbour Fund Circles', slug: {_type: 'slug', current: 'harbour-fund'}}
  server().putDocument(pilot)
  expect((await publish(pilot, 'harbour-fund')).status).toBe(200)

  await answerOnceIt('/pilot/givify', (response) => response.status === 308, 'redirects')
  expect((await fetch(server().address('/pilot/givify'), {redirect: 'manual'})).headers.get('location')).toBe('/pilot/givify-renamed')
  await server().pageCarrying('/pilot/harbour-fund', 'Harbour Fund Circles')
  await server().pageCarrying('/pilot/givify-renamed', String(givify.title))
  // The rename expired every page, the not-found page too: it is rendered once again (by the site after the
  // publish, or for the first made-up address), then every made-up address gets it from the cache.
  await eventually(
    () => refusal('/pilot/harbour-fund-2'),
    ({fromCache}) => fromCache,
    'the not-found page cached again',
  )
  expect(await refusal('/pilot/harbour-fund-3')).toEqual(REFUSED)
})

test("a slug only a draft has: visitors get the cached not-found page, an editor's preview the draft", async () => {
  const givify = server().findDocument('pilot-givify')
  const title = 'Tide Pool Giving (draft, never published)'
  server().putDocument({...givify, _id: 'drafts.pilot-tide-pool', title, slug: {_type: 'slug', current: 'tide-pool'}})
  expect(await refusal('/pilot/tide-pool')).toEqual(REFUSED)

  // The Presentation tool's secret, and the cookies the preview's enable address hands the editor.
  const secret = 'a-preview-secret-for-the-draft-slug-test'
  putPreviewSecret(server(), secret)
  const enable = await fetch(previewEnableAddress(server(), secret, '/pilot/tide-pool'), {redirect: 'manual'})
  expect(enable.status).toBe(307)
  const cookie = enable.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const previewed = await answer('/pilot/tide-pool', {cookie})
  expect(previewed.status).toBe(200)
  expect(previewed.html).toContain(title)
})

test('a page deleted and published again at its address gets its own head back, not the not-found one', async () => {
  const article = server().findDocument('article-manifesto')
  const title = String(article.title)
  server().removeDocument('article-manifesto')
  expect((await publish(article, null, 'manifesto')).status).toBe(200)
  await answerOnceIt('/article/manifesto', (response) => response.status === 404, 'answered 404')

  server().putDocument(article)
  expect((await publish(article, 'manifesto')).status).toBe(200)
  // Once the page is served fresh from the cache, it is the one to judge (a 404 stored meanwhile would be it).
  const {body} = await answerOnceIt(
    '/article/manifesto',
    (response) => response.status === 200 && response.headers.get('x-nextjs-cache') === 'HIT',
    'was served fresh',
  )
  expect(body).toContain(`<title>${title} |`)
  expect(body).not.toContain('<meta name="robots" content="noindex"/>')
})

test('Next’s flight-data files asked by address get the cached not-found page, which no CDN keeps', async () => {
  const notFound = await cachedNotFound()
  for (const path of ['/about.rsc', '/pilots/page/2.rsc', '/pilot/givify.rsc', '/about.segments/_tree.segment.rsc', '/ABOUT.RSC']) {
    const response = await fetch(`${server().url}${path}`, {redirect: 'manual'})
    expect(response.status, path).toBe(404)
    expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    expect(response.headers.get('x-nextjs-cache'), path).toBe('HIT')
    expect(await response.text(), path).toBe(notFound)
  }
})

test('pages whose slugs the Studio would refuse (an import) get no address: not in the sitemap, not linked, and the fixed page keeps its own', async () => {
  const slugs = ['about', 'api', 'sitemap.xml', '..', '%2e%2e', 'a/b', '\uff41bout']
  for (const [index, slug] of slugs.entries()) {
    const page: Doc = {_id: `page-imported-${index}`, _type: 'page', title: `Imported Page ${index}`, slug: {_type: 'slug', current: slug}}
    server().putDocument(page)
    expect((await publish(page, slug)).status).toBe(200)
  }
  const sitemap = (await server().pageCarrying('/sitemap.xml', '<urlset')).html
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  // The fixed pages keep their one entry; no imported page has one.
  expect(new Set(paths).size).toBe(paths.length)
  for (const slug of slugs.filter((slug) => !['about'].includes(slug))) expect(paths, slug).not.toContain(`/${slug}`)
  expect(paths.filter((path) => !/^\/[a-z0-9/-]*$/.test(path))).toEqual([])
  // Every address the sitemap lists answers 200.
  const statuses = await statusesInBatches(paths, async (path) => (await fetch(server().address(path), {redirect: 'manual'})).status)
  expect(paths.filter((_, index) => statuses[index] !== 200)).toEqual([])
  // The About page is still the About page, and nothing names the imported one.
  const about = (await answer('/about')).html
  expect(about).toContain('About Us')
  expect(about).not.toContain('Imported Page')
})
