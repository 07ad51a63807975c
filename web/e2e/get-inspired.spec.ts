/**
 * /get-inspired, the Innovation Library (docs/product.md#get-inspired): the six finalists of the 2025
 * showcase in order, one marked winner by popular voting; thumbnails open videos in a new tab; titles
 * open the Beacon pages; a featured article card, a grid of the other articles, and a call to join the
 * summit.
 */
import {expect, test, type Page} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {BEACON_SLUGS as FINALIST_SLUGS} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

const finalists = (page: Page) => page.locator('#showcase ol > li')

test.describe('what one load of /get-inspired shows', () => {
  const test = testsReadingOneLoad('/get-inspired')

  test('has one main heading and the showcase, featured article, articles and summit sections', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    await expect(page.locator('#showcase').getByRole('heading', {level: 2})).toBeVisible()
    await expect(page.locator('#featured-article').getByRole('heading', {level: 2})).toBeVisible()
    await expect(page.locator('#articles').getByRole('heading', {level: 2})).toBeVisible()
    await expect(page.locator('#join-the-summit').getByRole('heading', {level: 2})).toBeVisible()
  })

  test('shows the six finalists in the spec’s order, numbered 1 to 6, each title linking to its Beacon page', async ({page}) => {
    await expect(finalists(page)).toHaveCount(6)
    for (const [index, slug] of FINALIST_SLUGS.entries()) {
      const card = finalists(page).nth(index)
      await expect(card.getByText(`Finalist ${index + 1}`, {exact: true})).toBeVisible()
      const title = card.getByRole('heading', {level: 3}).getByRole('link')
      await expect(title).toHaveAttribute('href', `/beacon/${slug}`)
      await expect(title).not.toBeEmpty()
    }
  })

  test('each finalist shows its presenters (name, organisation and role) and a description', async ({page}) => {
    for (const card of await finalists(page).all()) {
      const presenters = card.getByRole('list', {name: /^Presenters of/}).getByRole('listitem')
      expect(await presenters.count()).toBeGreaterThanOrEqual(1)
      for (const presenter of await presenters.all()) {
        await expect(presenter.locator('span.font-semibold')).not.toBeEmpty()
        await expect(presenter.locator('span.block')).toContainText(/\w+, \w+/)
      }
      await expect(card.locator('p')).toHaveText(/.{40,}/)
    }
    await expect(
      finalists(page)
        .first()
        .getByRole('list', {name: /^Presenters of/})
        .getByRole('listitem'),
    ).toHaveCount(2)
  })

  test('marks exactly one finalist, Staking for Good, as the winner by popular vote', async ({page}) => {
    const winners = finalists(page).filter({hasText: /Winner/})
    await expect(winners).toHaveCount(1)
    await expect(winners.getByRole('heading', {level: 3}).getByRole('link')).toHaveAttribute('href', '/beacon/staking-for-good')
    await expect(winners).toContainText(/popular vote/i)
  })

  test('features the second edition article and lists the manifesto and first edition in the grid', async ({page}) => {
    const featured = page.locator('#featured-article').getByRole('link')
    await expect(featured).toHaveCount(1)
    await expect(featured).toHaveAttribute('href', '/article/second-edition')
    const grid = page.locator('#articles').getByRole('listitem')
    await expect(grid).toHaveCount(2)
    const hrefs = await grid.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/article/manifesto', '/article/first-edition'])
    for (const card of await grid.all()) await expect(card.getByRole('heading', {level: 3})).not.toBeEmpty()
  })

  test('invites visitors to join the summit', async ({page}) => {
    const cta = page.locator('#join-the-summit').getByRole('link')
    await expect(cta).toHaveCount(1)
    await expect(cta).toHaveAttribute('href', '/innovation-summit')
    await expect(cta).not.toHaveAttribute('target', /./)
  })
})

test.describe('/get-inspired, loaded for each test', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/get-inspired')
  })

  test('clicking a thumbnail opens the finalist’s video in a new tab', async ({page}) => {
    for (const card of await finalists(page).all()) {
      const thumbnail = card.getByRole('link', {name: /^Watch the video of/})
      await expect(thumbnail).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
      await expect(thumbnail).toHaveAttribute('target', '_blank')
      await expect(thumbnail).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(thumbnail.locator('img')).toHaveCount(1)
    }
    // The video host is stood in for, so the test needs no network.
    await page
      .context()
      .route('https://www.youtube.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>video</title>'}))
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      finalists(page)
        .first()
        .getByRole('link', {name: /^Watch the video of/})
        .click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(page.url()).toMatch(/\/get-inspired$/)
    await popup.close()
  })

  test('a finalist title opens its Beacon page', async ({page}) => {
    await finalists(page).nth(3).getByRole('heading', {level: 3}).getByRole('link').click()
    await expect(page).toHaveURL(/\/beacon\/impact-linked-loan$/, {timeout: 30_000})
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  })

  test('the featured card opens the second edition article', async ({page}) => {
    await page.locator('#featured-article').getByRole('link').click()
    await expect(page).toHaveURL(/\/article\/second-edition$/, {timeout: 30_000})
  })

  test('reads at 375 px without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800})
    await page.reload()
    await expect(finalists(page)).toHaveCount(6)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
