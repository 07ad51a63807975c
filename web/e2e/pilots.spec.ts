/**
 * /pilots (docs/product.md#pilots-list, #content-model, #states): six pilot cards, each with icon, title, partners,
 * category, description, four key features and the status Implemented, and a "Take a Look" button to
 * /pilot/{slug}; then a Learn More section with buttons to /get-inspired and /contact.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {PILOT_CATEGORIES as CATEGORIES, PILOT_SLUGS as SLUGS} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

test.describe('what one load of /pilots shows', () => {
  const test = testsReadingOneLoad('/pilots')

  test('has one main heading and six pilot cards', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
  })

  test('every card shows an icon, a title, partners, a category, four key features and the status Implemented', async ({page}) => {
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(6)
    for (let index = 0; index < 6; index++) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', {level: 2})).toHaveCount(1)
      await expect(card.locator('svg').first()).toBeVisible()
      // The heading "Key features" names the list; the list does not repeat it.
      await expect(card.getByRole('heading', {level: 3, name: 'Key features'})).toHaveCount(1)
      await expect(card.getByRole('list')).toHaveAccessibleName('')
      await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(4)
      await expect(card.getByText('Implemented', {exact: true})).toBeVisible()
      await expect(card.locator('p', {hasText: 'Partners:'})).toHaveText(/^Partners:\s*\S+/)
      await expect(card).toContainText(new RegExp(CATEGORIES.join('|')))
    }
  })

  test('shows each of the six categories once', async ({page}) => {
    const main = page.getByRole('main')
    for (const category of CATEGORIES) await expect(main.getByText(category, {exact: true})).toHaveCount(1)
  })

  test('no status other than Implemented appears', async ({page}) => {
    await expect(page.getByRole('main').getByText('Implemented', {exact: true})).toHaveCount(6)
  })

  test('each card has a "Take a Look" button to its case study, in the order of the spec', async ({page}) => {
    const buttons = page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link', {name: /^Take a Look/})
    await expect(buttons).toHaveCount(6)
    for (const [index, slug] of SLUGS.entries()) await expect(buttons.nth(index)).toHaveAttribute('href', `/pilot/${slug}`)
  })

  test('a card reads title first, then status and category, and its button says which case study it opens', async ({page}) => {
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      // In reading order (heading navigation lands on the title), though drawn below the status and category.
      const order = await card.evaluate((article) => {
        const text = article.textContent ?? ''
        const title = article.querySelector('h2')!.textContent!
        return {title: text.indexOf(title), status: text.indexOf('Implemented')}
      })
      expect(order.title).toBeLessThan(order.status)
      const title = await card.getByRole('heading', {level: 2}).innerText()
      await expect(card.getByRole('link', {name: /^Take a Look/})).toHaveAccessibleName(`Take a Look: ${title}`)
    }
  })

  test('cards fade in 0.1 s apart', async ({page}) => {
    const delays = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Number.parseFloat((card as HTMLElement).style.getPropertyValue('--delay'))))
    expect(delays).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5])
  })
})

test.describe('/pilots, loaded for each test', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/pilots')
  })

  test('a pilot card links to its case study', async ({page}) => {
    const card = page.getByRole('article').filter({has: page.locator('a[href="/pilot/givify"]')})
    const title = await card.getByRole('heading', {level: 2}).innerText()
    await card.getByRole('link', {name: /^Take a Look/}).click()
    await expect(page).toHaveURL(/\/pilot\/givify$/, {timeout: 30_000})
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title)
  })

  test('the Learn More section has buttons to /get-inspired and /contact', async ({page}) => {
    const learnMore = page.getByRole('heading', {name: /learn more/i}).locator('xpath=ancestor::section[1]')
    await expect(learnMore).toBeVisible()
    const links = learnMore.getByRole('link')
    await expect(links).toHaveCount(2)
    await expect(links.nth(0)).toHaveAttribute('href', '/get-inspired')
    await expect(links.nth(1)).toHaveAttribute('href', '/contact')
    await links.nth(0).click()
    await expect(page).toHaveURL(/\/get-inspired$/, {timeout: 30_000})
  })
})

test('reads well on a 375 px phone: no sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800})
  await page.goto('/pilots')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
