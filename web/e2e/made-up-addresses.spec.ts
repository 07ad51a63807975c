/**
 * Made-up slugs are answered as cheaply as a cached page (docs/architecture.md#the-front-door): the
 * proxy tells an address no document has, now or before, from the type's address list and answers the
 * not-found page the build prerendered, 404 and noindex, with nothing rendered for it. What shows
 * that nothing was rendered: the answer is, byte for byte, the build's `_not-found.html` (a render
 * writes the requested address into the page's flight data). Earlier slugs still redirect, a slug
 * published after the build is a page at once, and an editor's preview still reaches a draft's slug.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Doc} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {publishingOn} from './support/publishing'
import {madeUpPaths, statusesInBatches} from './support/unknownSlugs'

const server = siteOfEachTest()
const {publish, answerOnceIt} = publishingOn(server)

/** The not-found page as the build prerendered it. */
const prerenderedNotFound = () => readFileSync(join(server().distDir, 'server', 'app', '_not-found.html'), 'utf8')

async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}${path}`, {redirect: 'manual', headers})
  return {status: response.status, html: await response.text()}
}

test('made-up slugs under every slugged route, and their share images, get the prerendered not-found page, unrendered', async () => {
  const notFound = prerenderedNotFound()
  expect(notFound).toContain('<meta name="robots" content="noindex"/>')
  expect(notFound).toContain('Oops! Page not found')
  const paths = [...madeUpPaths(60, {shareImageEvery: 4}), '/made-up-page', '/made-up-page/opengraph-image', '/pilot/opengraph-image']
  const answers = await statusesInBatches(paths, async (path) => {
    const {status, html} = await answer(path)
    // A status that says which answer it was, so one failure names the path.
    return status === 404 && html === notFound ? 0 : status
  })
  expect(
    answers.map((code, i) => (code ? `${paths[i]}: ${code}, not the prerendered page` : '')).filter(Boolean),
    'made-up addresses answered otherwise',
  ).toEqual([])
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
  expect(await answer('/pilot/harbour-fund-2')).toEqual({status: 404, html: prerenderedNotFound()})
})

test("a slug only a draft has: visitors get the prerendered not-found page, an editor's preview the draft", async () => {
  const givify = server().findDocument('pilot-givify')
  const title = 'Tide Pool Giving (draft, never published)'
  server().putDocument({...givify, _id: 'drafts.pilot-tide-pool', title, slug: {_type: 'slug', current: 'tide-pool'}})
  expect(await answer('/pilot/tide-pool')).toEqual({status: 404, html: prerenderedNotFound()})

  // The Presentation tool's secret, and the cookies the preview's enable address hands the editor.
  const secret = 'a-preview-secret-for-the-draft-slug-test'
  server().putDocument({
    _id: 'drafts.preview-secret',
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: 'http://localhost:3333',
    _updatedAt: new Date().toISOString(),
  })
  const enable = await fetch(
    `${server().url}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/pilot/tide-pool`,
    {
      redirect: 'manual',
    },
  )
  expect(enable.status).toBe(307)
  const cookie = enable.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const previewed = await answer('/pilot/tide-pool', {cookie})
  expect(previewed.status).toBe(200)
  expect(previewed.html).toContain(title)
})
