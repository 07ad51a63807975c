/**
 * Lists longer than one page (docs/product.md#numbered-pages), end to end on a production server
 * reading a private copy of the dataset: the test publishes more pilots, finalists and articles than a
 * page holds (as the Content Lake and the webhook would), then reads the list pages as a visitor. The
 * launch lists fit on page 1 and show no page links (the screens' own specs check them as they are).
 */
import {CARDS_PER_PAGE} from '@site/layout'
import type {Doc} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {accessibilityViolations, headingOutlineProblems} from './support/pageChecks'
import {publishingOn} from './support/publishing'

const server = siteOfEachTest()
const {publish, answerOnceIt} = publishingOn(server)

/** `count` copies of a launch document, each with its own id, slug and title, and no earlier slugs. */
function copies(id: string, count: number, change: (doc: Doc, index: number) => Doc = (doc) => doc): Doc[] {
  const original = server().findDocument(id)
  return Array.from({length: count}, (_, i) =>
    change(
      {
        ...original,
        _id: `${id}-copy-${i}`,
        title: `${String(original.title)} (copy ${i})`,
        slug: {_type: 'slug', current: `${(original.slug as {current: string}).current}-copy-${i}`},
        previousSlugs: [],
      },
      i,
    ),
  )
}

/** Puts the documents in the dataset and publishes each, as the webhook would. */
async function publishAll(docs: Doc[]) {
  for (const doc of docs) {
    server().putDocument(doc)
    expect((await publish(doc, (doc.slug as {current?: string} | undefined)?.current ?? null)).status).toBe(200)
  }
}

/**
 * How long a list page may take to show what a run of publishes added: a hang guard only. Twenty-odd
 * publishes each re-render pages in the background, and on a machine running every suite at once the
 * list's own render has taken over 30 s to come round (the retry, alone, 10 s in all).
 */
const LIST_PATIENCE_MS = 90_000

/** The dataset's words for numbered pages, filled in as the site does. */
function words() {
  const pagination = server().findDocument('siteSettings').pagination as Record<string, string>
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
  return {
    heading: (list: string, page: number, pages: number) => fill(pagination.heading!, {list, page, pages}),
    nav: (list: string) => fill(pagination.navigationLabel!, {list}),
    previous: pagination.previous!,
    next: pagination.next!,
  }
}

const linkHref = (page: import('@playwright/test').Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))

test('25 pilots: three numbered pages, linked with rel prev/next, named for screen readers, in the sitemap', async ({page}) => {
  const pilotsPage = server().findDocument('pilotsPage')
  const launchPilots = pilotsPage.pilots as {_ref: string}[]
  const added = copies('pilot-givify', 2 * CARDS_PER_PAGE + 1 - launchPilots.length)
  const total = launchPilots.length + added.length
  const list = String(pilotsPage.heading)
  const {heading, nav, previous, next} = words()
  await publishAll([
    ...added,
    {
      ...pilotsPage,
      pilots: [...launchPilots, ...added.map((doc, i) => ({_type: 'reference', _ref: doc._id, _weak: true, _key: `copy${i}`}))],
    },
  ])
  await server().pageCarrying('/pilots', '/pilots/page/3', LIST_PATIENCE_MS)
  await answerOnceIt(
    '/sitemap.xml',
    (_, sitemap) => sitemap.includes('/pilots/page/2<') && sitemap.includes('/pilots/page/3<'),
    'listed pages 2 and 3',
  )

  // Page 1 stays at /pilots, its heading now says which page it is.
  await page.goto(server().address('/pilots'))
  const cards = page.getByRole('main').getByRole('article')
  const pages = page.getByRole('navigation', {name: nav(list)})
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading(list, 1, 3))
  await expect(cards).toHaveCount(CARDS_PER_PAGE)
  await expect(pages.getByRole('link')).toHaveText(['1', '2', '3', next])
  await expect(pages.getByRole('link', {name: '1', exact: true})).toHaveAttribute('aria-current', 'page')
  expect(await linkHref(page, 'prev')).toEqual([])
  expect(await linkHref(page, 'next')).toEqual(['/pilots/page/2'])

  // Page 2, by its link: the next twelve pilots, in the order editors set.
  await pages.getByRole('link', {name: '2', exact: true}).click()
  await expect(page).toHaveURL(/\/pilots\/page\/2$/, {timeout: 30_000})
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading(list, 2, 3))
  await expect(cards).toHaveCount(CARDS_PER_PAGE)
  await expect(cards.first().getByRole('heading', {level: 2})).toHaveText(String(added[CARDS_PER_PAGE - launchPilots.length]!.title))
  await expect(pages.getByRole('link')).toHaveText([previous, '1', '2', '3', next])
  await expect(pages.getByRole('link', {name: '2', exact: true})).toHaveAttribute('aria-current', 'page')
  await expect(pages.getByRole('link', {name: previous})).toHaveAttribute('href', '/pilots')
  await expect(pages.getByRole('link', {name: next})).toHaveAttribute('href', '/pilots/page/3')
  expect(await linkHref(page, 'prev')).toEqual(['/pilots'])
  expect(await linkHref(page, 'next')).toEqual(['/pilots/page/3'])
  expect(await linkHref(page, 'canonical')).toEqual(['/pilots/page/2'])
  await expect(page).toHaveTitle(new RegExp(`^${heading(list, 2, 3)}`))
  expect(await headingOutlineProblems(page)).toEqual([])
  expect(await accessibilityViolations(page)).toEqual([])

  // The last page: what is left, and no next page.
  await page.goto(server().address('/pilots/page/3'))
  await expect(cards).toHaveCount(total - 2 * CARDS_PER_PAGE)
  await expect(pages.getByRole('link')).toHaveText([previous, '1', '2', '3'])
  expect(await linkHref(page, 'next')).toEqual([])

  // Page 1 has one address; past the last page there is none.
  for (const path of ['/pilots/page/1', '/pilots/page/4', '/pilots/page/02', '/pilots/page/two']) {
    expect((await server().page(path)).status, path).toBe(404)
  }
})

test('more finalists and articles than a page: each list on Get Inspired links to its own numbered pages', async ({page}) => {
  const inspire = server().findDocument('getInspiredPage')
  const launchFinalists = inspire.finalists as {_ref: string}[]
  const finalists = copies('finalist-cardano-impact', CARDS_PER_PAGE + 1 - launchFinalists.length, (doc, i) => ({...doc, number: 7 + i}))
  const articles = copies('article-manifesto', CARDS_PER_PAGE, (doc) => ({...doc, featured: false, date: '2001-01-01'}))
  const {heading, nav} = words()
  await publishAll([
    ...finalists,
    ...articles,
    {
      ...inspire,
      finalists: [...launchFinalists, ...finalists.map((doc, i) => ({_type: 'reference', _ref: doc._id, _weak: true, _key: `copy${i}`}))],
    },
  ])
  // Both lists' page 2: the page as the last publish makes it, not as the articles' publishes alone did.
  await server().pageCarrying('/get-inspired', '/get-inspired/finalists/page/2', LIST_PATIENCE_MS)
  await server().pageCarrying('/get-inspired', '/get-inspired/articles/page/2', LIST_PATIENCE_MS)

  await page.goto(server().address('/get-inspired'))
  const showcase = page.getByRole('navigation', {name: nav(String(inspire.showcaseHeading))})
  const library = page.getByRole('navigation', {name: nav(String(inspire.articlesHeading))})
  await expect(showcase.getByRole('link', {name: '2', exact: true})).toHaveAttribute('href', '/get-inspired/finalists/page/2')
  await expect(library.getByRole('link', {name: '2', exact: true})).toHaveAttribute('href', '/get-inspired/articles/page/2')

  // The oldest articles (the copies are dated 2001) are on page 2; page 1 of a list leads back to its section.
  await library.getByRole('link', {name: '2', exact: true}).click()
  await expect(page).toHaveURL(/\/get-inspired\/articles\/page\/2$/, {timeout: 30_000})
  await expect(page.getByRole('heading', {level: 1})).toHaveText(String(inspire.heading))
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(heading(String(inspire.articlesHeading), 2, 2))
  await expect(page.getByRole('main').getByRole('listitem').getByRole('article')).toHaveCount(2)
  await expect(library.getByRole('link', {name: '1', exact: true})).toHaveAttribute('href', '/get-inspired#articles')

  await page.goto(server().address('/get-inspired/finalists/page/2'))
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(heading(String(inspire.showcaseHeading), 2, 2))
  expect(await headingOutlineProblems(page)).toEqual([])
  await expect(page.getByRole('main').getByRole('heading', {level: 3, name: String(finalists.at(-1)!.title)})).toBeVisible()
  expect(await linkHref(page, 'prev')).toEqual(['/get-inspired'])
  expect((await server().page('/get-inspired/finalists/page/3')).status).toBe(404)
})
