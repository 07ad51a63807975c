/**
 * What editors do without a developer, end to end on a production server reading a private copy of
 * the dataset: the test changes that copy as a publish changes the Content Lake, calls the signed
 * webhook as Sanity would, and visits the site as a visitor (or as an editor in draft mode).
 * New pages go live, renamed pages keep their old links, deleted pages leave, a 14th partner logo
 * lays out in balanced rows, made-up addresses cost nothing, drafts stay with editors.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {type Page} from '@playwright/test'
import type {Doc} from '../test/support/productionServer'
import {rawRequest} from '../test/support/rawRequest'
import {animationsFinished} from './support/page'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {previewEnableAddress, publishingOn, putPreviewSecret} from './support/publishing'
import {madeUpPaths, settledValue, statusesInBatches} from './support/unknownSlugs'

const server = siteOfEachTest()
const {publish, answerOnceIt} = publishingOn(server)

const status = (path: string) => fetch(server().address(path), {redirect: 'manual'}).then((response) => response.status)
/** For made-up addresses, which nothing caches: not remembered for the server's reset. */
const statusOfMadeUp = (path: string) => fetch(`${server().url}${path}`, {redirect: 'manual'}).then((response) => response.status)

/** Visits on the test server's address. */
const visit = (page: Page, path: string) => page.goto(server().address(path))

test('a new pilot added to the Pilots page is live at its address, with its card and sitemap entry', async ({page}) => {
  const givify = server().findDocument('pilot-givify')
  const pilot: Doc = {...givify, _id: 'pilot-ocean-pledge', title: 'Ocean Pledge Circles', slug: {_type: 'slug', current: 'ocean-pledge'}}
  expect(await status('/pilot/ocean-pledge')).toBe(404)
  // Every slugged page the sitemap lists at build time was prerendered by the build.
  const {routes} = JSON.parse(readFileSync(join(server().distDir, 'prerender-manifest.json'), 'utf8')) as {routes: object}
  const built = [
    ...(await (await fetch(`${server().url}/sitemap.xml`)).text()).matchAll(/https?:\/\/[^/<]+(\/(?:pilot|article|beacon)\/[^<]+)</g),
  ]
  expect(built.length).toBe(6 + 3 + 6)
  for (const [, path] of built) expect(Object.keys(routes), path).toContain(path)

  server().putDocument(pilot)
  server().editDocument('pilotsPage', (doc) => ({
    ...doc,
    pilots: [...(doc.pilots as object[]), {_type: 'reference', _key: 'ocean', _ref: pilot._id}],
  }))
  expect((await publish(pilot, 'ocean-pledge')).status).toBe(200)
  expect((await publish({_id: 'pilotsPage', _type: 'pilotsPage'}, null)).status).toBe(200)

  await answerOnceIt(
    '/pilots',
    (response, body) => response.status === 200 && body.includes('Ocean Pledge Circles'),
    'listed the new pilot',
  )
  await answerOnceIt('/sitemap.xml', (_, body) => body.includes('/pilot/ocean-pledge<'), 'listed the new address')

  await visit(page, '/pilots')
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({hasText: 'Ocean Pledge Circles'})
    .getByRole('link', {name: /^Take a Look/})
    .click()
  await expect(page).toHaveURL(`${server().url}/pilot/ocean-pledge`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Ocean Pledge Circles')

  const share = await fetch(`${server().url}/pilot/ocean-pledge/opengraph-image`)
  expect(share.status).toBe(200)
  expect(share.headers.get('content-type')).toBe('image/png')

  // Rendered once, then served from the static cache like the pages known at build time...
  await answerOnceIt('/pilot/ocean-pledge', (response) => response.headers.get('x-nextjs-cache') === 'HIT', 'was served from the cache')
  // ...and refreshed by the next publish.
  server().editDocument(pilot._id, (doc) => ({...doc, title: 'Ocean Pledge Circles, Second Season'}))
  expect((await publish(pilot, 'ocean-pledge')).status).toBe(200)
  await answerOnceIt('/pilot/ocean-pledge', (_, body) => body.includes('Ocean Pledge Circles, Second Season'), 'showed the new title')
})

test('a new article and a new Beacon (finalist and its page) are live at their addresses, on Get Inspired and in the sitemap', async ({
  page,
}) => {
  const article: Doc = {
    ...server().findDocument('article-manifesto'),
    _id: 'article-third-edition',
    title: 'The Third Edition Report',
    slug: {_type: 'slug', current: 'third-edition'},
  }
  const finalist: Doc = {
    ...server().findDocument('finalist-today-tomorrow'),
    _id: 'finalist-river-guardians',
    number: 7,
    title: 'River Guardians',
    slug: {_type: 'slug', current: 'river-guardians'},
  }
  const beaconPage: Doc = {
    ...server().findDocument('beacon-today-tomorrow'),
    _id: 'beacon-river-guardians',
    finalist: {_type: 'reference', _ref: finalist._id},
  }
  for (const path of ['/article/third-edition', '/beacon/river-guardians']) expect(await status(path), path).toBe(404)

  server().putDocument(article)
  server().putDocument(finalist)
  server().putDocument(beaconPage)
  server().editDocument('getInspiredPage', (doc) => ({
    ...doc,
    finalists: [...(doc.finalists as object[]), {_type: 'reference', _key: 'river', _ref: finalist._id}],
  }))
  expect((await publish(article, 'third-edition')).status).toBe(200)
  expect((await publish(finalist, 'river-guardians')).status).toBe(200)
  expect((await publish(beaconPage, 'river-guardians')).status).toBe(200)
  expect((await publish({_id: 'getInspiredPage', _type: 'getInspiredPage'}, null)).status).toBe(200)

  await answerOnceIt(
    '/get-inspired',
    (response, body) => response.status === 200 && body.includes('The Third Edition Report') && body.includes('River Guardians'),
    'listed the new article and Beacon',
  )
  const sitemap = await answerOnceIt('/sitemap.xml', (_, body) => body.includes('/article/third-edition<'), 'listed the new article')
  expect(sitemap.body).toContain('/beacon/river-guardians<')

  await visit(page, '/get-inspired')
  await page
    .getByRole('link', {name: /The Third Edition Report/})
    .first()
    .click()
  await expect(page).toHaveURL(`${server().url}/article/third-edition`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText('The Third Edition Report')
  await visit(page, '/beacon/river-guardians')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('River Guardians')
})

test('a renamed slug is live at its new address and the old one answers 308 to it', async ({page}) => {
  const title = String(server().findDocument('pilot-givify').title)
  server().editDocument('pilot-givify', (doc) => ({
    ...doc,
    slug: {_type: 'slug', current: 'givify-donor-retention'},
    previousSlugs: ['givify-2019', 'givify'],
  }))
  // Links to it anywhere (menus, rich text) show its address: the whole site is refreshed.
  expect((await publish({_id: 'pilot-givify', _type: 'pilot'}, 'givify-donor-retention', 'givify')).json?.tags).toEqual(['sanity'])

  await answerOnceIt(
    '/pilot/givify-donor-retention',
    (response, body) => response.status === 200 && body.includes(title),
    'showed the case study',
  )
  const moved = await answerOnceIt('/pilot/givify', (response) => response.status === 308, 'redirected')
  expect(moved.response.headers.get('location')).toBe('/pilot/givify-donor-retention')
  // Still a 308 with its address when it is served from the cache.
  const again = await fetch(`${server().url}/pilot/givify`, {redirect: 'manual'})
  expect([again.status, again.headers.get('location')]).toEqual([308, '/pilot/givify-donor-retention'])
  const share = await answerOnceIt('/pilot/givify/opengraph-image', (response) => response.status === 308, 'redirected its share image')
  expect(share.response.headers.get('location')).toBe('/pilot/givify-donor-retention/opengraph-image')

  // An earlier address no page was ever rendered for: its first 308, rendered for that very request, has one Location.
  const first = await rawRequest(server().url, {path: '/pilot/givify-2019'})
  expect(first.status).toBe(308)
  expect(first.headerLines.filter(([name]) => name.toLowerCase() === 'location')).toEqual([['location', '/pilot/givify-donor-retention']])

  const sitemap = await answerOnceIt('/sitemap.xml', (_, body) => body.includes('/pilot/givify-donor-retention<'), 'listed the new address')
  expect(sitemap.body).not.toContain('/pilot/givify<')

  // A visitor following an old link lands on the case study.
  await visit(page, '/pilot/givify')
  await expect(page).toHaveURL(`${server().url}/pilot/givify-donor-retention`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title)
})

test('a deleted article answers 404 and leaves Get Inspired and the sitemap', async ({page}) => {
  const article = server().findDocument('article-manifesto')
  const title = String(article.title)
  // The earlier tests' publishes left these pages stale. A visit to a stale page starts a re-render
  // in the background, and one that began before the delete and ends after it is stored as fresh with
  // the article still in it (Next dates an entry by when it was written). So this test starts once
  // each page it checks is served fresh from the cache.
  const fresh = (response: Response) => response.status === 200 && response.headers.get('x-nextjs-cache') === 'HIT'
  expect((await answerOnceIt('/get-inspired', fresh, 'was served fresh')).body).toContain(title)
  for (const path of ['/article/manifesto', '/article/manifesto/opengraph-image', '/sitemap.xml'])
    await answerOnceIt(path, fresh, 'was served fresh')

  server().removeDocument('article-manifesto')
  expect((await publish(article, null, 'manifesto')).status).toBe(200)

  await answerOnceIt('/article/manifesto', (response) => response.status === 404, 'answered 404')
  await answerOnceIt('/get-inspired', (response, body) => response.status === 200 && !body.includes(title), 'dropped the article')
  await answerOnceIt('/sitemap.xml', (_, body) => !body.includes('/article/manifesto<'), 'dropped the address')
  await answerOnceIt('/article/manifesto/opengraph-image', (response) => response.status === 404, 'answered 404 for its share image')

  await visit(page, '/get-inspired')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
})

test('a 14th partner added to Home joins the one list, drawn in two balanced rows of 7', async ({page}) => {
  const sample = server().findDocument('partner-blue-horizon-rescue')
  const partner: Doc = {
    ...sample,
    _id: 'partner-tidewater-trust',
    name: 'Tidewater Trust',
    url: 'https://tidewater.example.net/',
    logo: {...(sample.logo as object), alt: 'Tidewater Trust'},
  }
  server().putDocument(partner)
  server().editDocument('homePage', (doc) => ({
    ...doc,
    partners: [...(doc.partners as object[]), {_type: 'reference', _key: 'tidewater', _ref: partner._id}],
  }))
  expect((await publish(partner, null)).status).toBe(200)
  expect((await publish({_id: 'homePage', _type: 'homePage'}, null)).status).toBe(200)

  await answerOnceIt('/', (response, body) => response.status === 200 && body.includes('Tidewater Trust'), 'showed the new partner')
  await visit(page, '/')
  // One list of 14, drawn as two rows of 7 on a desktop screen, the second under the first.
  const links = page.locator('#partners').getByRole('list').getByRole('link')
  await expect(page.locator('#partners').getByRole('list')).toHaveCount(1)
  await expect(links).toHaveCount(14)
  await expect(links.nth(13)).toHaveAccessibleName(/Tidewater Trust/)
  await expect(links.nth(13)).toHaveAttribute('href', 'https://tidewater.example.net/')
  await page.locator('#partners').scrollIntoViewIfNeeded()
  await animationsFinished(page)
  const tops = await Promise.all((await links.all()).map(async (link) => Math.round((await link.boundingBox())!.y)))
  const [first, second] = [tops.slice(0, 7), tops.slice(7)]
  expect(new Set(first).size).toBe(1)
  expect(new Set(second).size).toBe(1)
  expect(second[0]!).toBeGreaterThan(first[0]!)
})

test("1,000 unknown slugs all answer 404 and leave nothing in the server's cache folder", async () => {
  const paths = madeUpPaths(1000, {shareImageEvery: 10})
  // Warm up: the first unknown slug of each route loads what every later one reuses.
  for (const path of paths.slice(0, 30)) expect(await statusOfMadeUp(path), path).toBe(404)
  /** Every file in the server's build copy (its caches included). */
  const files = () =>
    execFileSync('find', [server().distDir, '-type', 'f', '-printf', '%P\\n'], {encoding: 'utf8'}).split('\n').filter(Boolean)
  // Earlier publishes may still be re-rendering pages in the background: start from a settled folder.
  const before = new Set(await settledValue(files))
  const namingBefore = filesNaming(server().distDir, 'made-up-')

  const statuses = await statusesInBatches(paths, statusOfMadeUp)
  expect(statuses.filter((code) => code !== 404)).toEqual([])
  // What remembering an unknown slug leaves: an entry whose address or text names it (a stored 404
  // page, a data entry tagged with its slug, a tag manifest), or one new file per slug whatever its
  // name. Not any write: an entry every unknown slug shares (the list of known addresses, keyed by the
  // dataset's version) can land a moment after the warm-up's answer, and one did in a CI run.
  const added = files().filter((file) => !before.has(file))
  const naming = [...added.filter((file) => file.includes('made-up-')), ...filesNaming(server().distDir, 'made-up-')]
  expect(
    naming.filter((file) => !namingBefore.includes(file)),
    'files naming an unknown slug',
  ).toEqual([])
  // A few shared entries at most: remembering each slug would add one file per share image asked (100) or more.
  const described = added.map((file) => `${file}${cacheTags(join(server().distDir, file))}`).join('; ')
  expect(added.length, `files added: ${described}`).toBeLessThan(10)
})

/** The files under `folder` whose text contains `text` (grep: the folder holds the whole build). */
function filesNaming(folder: string, text: string) {
  const found = spawnSync('grep', ['-rlF', '--', text, '.'], {cwd: folder, encoding: 'utf8'})
  if (found.status !== 0 && found.status !== 1) throw new Error(`grep failed: ${found.stderr}`)
  return found.stdout.split('\n').filter(Boolean)
}

/** ", tags: …" for a data cache entry (a JSON file naming its tags), else nothing. */
function cacheTags(file: string) {
  try {
    const {tags} = JSON.parse(readFileSync(file, 'utf8')) as {tags?: string[]}
    return tags ? `, tags: ${tags.join(' ')}` : ''
  } catch {
    return ''
  }
}

test('a draft in the dataset never reaches a visitor and is shown in draft mode', async ({browser}) => {
  const pilot = server().findDocument('pilot-insight-hub-predict')
  const slug = (pilot.slug as {current: string}).current
  const published = String(pilot.title)
  const draftTitle = `${published} (draft, not yet published)`
  server().putDocument({...pilot, _id: `drafts.${pilot._id}`, title: draftTitle})
  // Another publish re-renders the page from the same dataset: drafts still stay out.
  expect((await publish(pilot, slug)).status).toBe(200)
  await answerOnceIt(
    `/pilot/${slug}`,
    (response, body) => response.status === 200 && body.includes(published),
    'showed the published title',
  )

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(server().address(`/pilot/${slug}`))
  await expect(visitorPage.getByRole('heading', {level: 1})).toHaveText(published)
  await expect(visitorPage.getByText('Preview: exit')).toHaveCount(0)
  // No Visual Editing overlays (the element Sanity's overlay script mounts) for a visitor.
  await expect(visitorPage.locator('sanity-visual-editing')).toHaveCount(0)

  // What the Presentation tool does: a one-hour secret in the dataset, then the enable address.
  const secret = 'a-preview-secret-from-the-presentation-tool'
  putPreviewSecret(server(), secret)
  const editor = await browser.newContext()
  const editorPage = await editor.newPage()
  await editorPage.goto(previewEnableAddress(server(), secret, `/pilot/${slug}`))
  await expect(editorPage).toHaveURL(`${server().url}/pilot/${slug}`)
  await expect(editorPage.getByRole('heading', {level: 1})).toHaveText(draftTitle)
  await expect(editorPage.getByRole('link', {name: 'Preview: exit'})).toBeVisible()
  // Visual Editing is running: its overlays are what turn a click on a text into its field in the Studio.
  await expect(editorPage.locator('sanity-visual-editing')).toBeAttached()

  // The editor's preview is not cached for visitors.
  await visitorPage.reload()
  await expect(visitorPage.getByRole('heading', {level: 1})).toHaveText(published)
  expect((await server().page(`/pilot/${slug}`)).html).not.toContain(draftTitle)

  await editorPage.getByRole('link', {name: 'Preview: exit'}).click()
  await expect(editorPage).toHaveURL(`${server().url}/`)
  await editorPage.goto(server().address(`/pilot/${slug}`))
  await expect(editorPage.getByRole('heading', {level: 1})).toHaveText(published)
  await expect(editorPage.locator('sanity-visual-editing')).toHaveCount(0)
  await visitor.close()
  await editor.close()
})

test('the draft-mode route refuses a wrong or missing secret and sets no cookie', async () => {
  server().putDocument({
    _id: 'drafts.preview-secret',
    _type: 'sanity.previewUrlSecret',
    secret: 'the-right-secret',
    _updatedAt: new Date().toISOString(),
  })
  for (const query of ['?sanity-preview-secret=not-the-secret&sanity-preview-pathname=/', '?sanity-preview-pathname=/', '']) {
    const response = await fetch(`${server().url}/api/draft-mode/enable${query}`, {redirect: 'manual'})
    expect(response.status, query).toBe(401)
    expect(response.headers.get('set-cookie'), query).toBeNull()
  }
  // An expired secret (older than an hour) is refused too.
  server().putDocument({
    _id: 'drafts.preview-secret',
    _type: 'sanity.previewUrlSecret',
    secret: 'the-right-secret',
    _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  })
  expect(await status('/api/draft-mode/enable?sanity-preview-secret=the-right-secret')).toBe(401)
})
