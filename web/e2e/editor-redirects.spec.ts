/**
 * Redirects editors make in the Studio (docs/product.md, Old and short addresses), end to end on a
 * production server with its own copy of the bundled dataset: published → answered at once, nothing
 * rebuilt; a page's redirect follows its renames in one hop and stops when the page is gone; a redirect
 * that reached the content past the Studio never takes over a live page.
 */
import {expect, siteOfEachTest, test} from './support/fixtures'
import {publishingOn} from './support/publishing'

const server = siteOfEachTest()
const {publish, answerOnceIt} = publishingOn(server)

const redirect = (id: string, fields: Record<string, unknown>) => ({_id: id, _type: 'redirect', permanent: true, ...fields})
const toPage = (ref: string) => ({_type: 'reference', _ref: ref, _weak: true})

async function answer(path: string) {
  const response = await fetch(server().address(path), {redirect: 'manual'})
  return {status: response.status, location: response.headers.get('location'), cache: response.headers.get('cache-control')}
}

const redirectsTo = (status: number, location: string) => (response: Response) =>
  response.status === status && response.headers.get('location') === location

test('a published redirect answers at once, follows its page’s rename in one hop, and stops when the page is gone', async () => {
  expect((await answer('/summit')).status).toBe(404)
  server().putDocument(redirect('redirect-summit', {from: '/Summit/', to: toPage('pilot-givify'), note: 'On the 2027 flyer'}))
  await publish({_id: 'redirect-summit', _type: 'redirect'}, null)
  await answerOnceIt('/summit', redirectsTo(308, '/pilot/givify'), 'redirects to the pilot')
  // Any letter case and final slash, one hop, the query string kept; never kept by a shared cache.
  expect(await answer('/SUMMIT/?utm_source=flyer')).toEqual({status: 308, location: '/pilot/givify?utm_source=flyer', cache: 'no-store'})

  server().editDocument('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify-renamed', 'givify')
  await answerOnceIt('/summit/', redirectsTo(308, '/pilot/givify-renamed'), 'follows the rename in one hop')

  server().removeDocument('pilot-givify')
  await publish({_id: 'pilot-givify', _type: 'pilot'}, null, 'givify-renamed')
  await answerOnceIt('/summit', (response) => response.status === 404, 'answers 404 once its page is deleted')
})

test('a temporary redirect to an outside address is a 307 that leaves the query behind; a deleted redirect is gone', async () => {
  server().putDocument(redirect('redirect-report', {from: '/report', url: 'https://example.org/report.pdf', permanent: false}))
  await publish({_id: 'redirect-report', _type: 'redirect'}, null)
  await answerOnceIt('/report?utm_source=mail', redirectsTo(307, 'https://example.org/report.pdf'), 'redirects outside')

  server().removeDocument('redirect-report')
  await publish({_id: 'redirect-report', _type: 'redirect'}, null)
  await answerOnceIt('/report', (response) => response.status === 404, 'answers 404 once the redirect is deleted')
})

test('a redirect that came in past the Studio never takes over a live page or a page’s earlier address', async () => {
  server().editDocument('pilot-givify', (doc) => ({...doc, slug: {_type: 'slug', current: 'givify-renamed'}, previousSlugs: ['givify']}))
  for (const [id, from] of [
    ['redirect-about', '/about'],
    ['redirect-pilot', '/pilot/unhcr-us/'],
    ['redirect-earlier', '/pilot/givify'],
  ] as const)
    server().putDocument(redirect(id, {from, url: 'https://example.org/'}))
  // A control in the same publish, so the test knows the redirects have been read.
  server().putDocument(redirect('redirect-control', {from: '/control', to: toPage('aboutPage')}))
  await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify-renamed', 'givify')
  await answerOnceIt('/control', redirectsTo(308, '/about'), 'redirects (the content was read)')

  expect((await answer('/about')).status).toBe(200)
  expect((await answer('/pilot/unhcr-us')).status).toBe(200)
  expect(await answer('/pilot/unhcr-us/')).toMatchObject({status: 308, location: '/pilot/unhcr-us'})
  // The page's earlier address keeps its own redirect (the first visit after a rename may get the page it had).
  await answerOnceIt('/pilot/givify', redirectsTo(308, '/pilot/givify-renamed'), 'leads to the renamed page')
})

test('a redirect that came in past the Studio never takes a share image, the not-found page, or leads to the site’s own host', async () => {
  const evil = 'https://evil.example/'
  // The site's own host, as its pages state it (the build's site address, in the canonical link).
  const about = await (await fetch(server().address('/about'))).text()
  const ownHost = new URL(/<link rel="canonical" href="([^"]+)"/.exec(about)![1]!).host
  for (const [id, from, url] of [
    ['redirect-share', '/about/opengraph-image', evil],
    ['redirect-not-found', '/_not-found', evil],
    ['redirect-loop', '/loop', `https://${ownHost}/loop`],
    ['redirect-newline', '/newline', 'https://good.example\n.evil.example/'],
  ] as const)
    server().putDocument(redirect(id, {from, url}))
  server().putDocument(redirect('redirect-control', {from: '/control', to: toPage('aboutPage')}))
  await publish({_id: 'redirect-control', _type: 'redirect'}, null)
  await answerOnceIt('/control', redirectsTo(308, '/about'), 'redirects (the content was read)')

  const image = await fetch(server().address('/about/opengraph-image'), {redirect: 'manual'})
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toMatch(/^image\//)
  // The gate hands `/about.rsc` and made-up addresses to the not-found page: a redirect there would take them all.
  for (const path of ['/about.rsc', '/_not-found', '/pilot/made-up']) expect((await answer(path)).status, path).toBe(404)
  for (const path of ['/loop', '/newline']) expect((await answer(path)).status, path).toBe(404)
})
