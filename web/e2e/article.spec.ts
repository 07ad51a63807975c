/**
 * /article/{second-edition, manifesto, first-edition} (docs/product.md#article-pages, #figures): a back link to
 * /get-inspired, statistics, lists of participating organisations and external links (new tab).
 */
import {expect, test, type Page} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {ARTICLE_SLUGS as ARTICLES} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

const figures = (page: Page) => page.getByRole('list', {name: 'Key figures'}).getByRole('listitem')

async function expectFigures(page: Page, expected: [string, RegExp][]) {
  await expect(figures(page)).toHaveCount(expected.length)
  for (const [index, [number, label]] of expected.entries()) {
    await expect(figures(page).nth(index).getByText(number, {exact: true})).toBeVisible()
    await expect(figures(page).nth(index)).toContainText(label)
  }
}

for (const slug of ARTICLES) {
  test.describe(`what one load of /article/${slug} shows`, () => {
    const test = testsReadingOneLoad(`/article/${slug}`)

    test('has one main heading and a link back to Get Inspired', async ({page}) => {
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
      await expect(page.getByRole('heading', {level: 1})).not.toBeEmpty()
      const back = page.getByRole('main').getByRole('link', {name: 'Back to Get Inspired', exact: true})
      expect(await back.count()).toBeGreaterThanOrEqual(1)
      for (const link of await back.all()) await expect(link).toHaveAttribute('href', '/get-inspired')
    })

    test('shows statistics, text sections and the lists of participating organisations', async ({page}) => {
      expect(await figures(page).count()).toBeGreaterThanOrEqual(1)
      const organisations = page.locator('#participating-organisations')
      await expect(organisations.getByRole('heading', {level: 2, name: 'Participating Organisations'})).toBeVisible()
      const lists = organisations.getByRole('heading', {level: 3})
      expect(await lists.count()).toBeGreaterThanOrEqual(1)
      expect(await organisations.getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
      // Text sections: at least one h2 besides the organisations and links sections.
      expect(await page.getByRole('main').getByRole('heading', {level: 2}).count()).toBeGreaterThanOrEqual(3)
    })

    test('external links open in a new tab, safely', async ({page}) => {
      const links = page.locator('#learn-more').getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(1)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toContainText('(opens in a new tab)')
      }
    })
  })
}

test('the second edition shows 12 INGOs, 120+ proposals, 17 nominated and 6 winners', async ({page}) => {
  await page.goto('/article/second-edition')
  await expectFigures(page, [
    ['12', /INGOs/],
    ['120+', /proposals/i],
    ['17', /nominated/i],
    ['6', /winners/i],
  ])
})

test('the first edition shows 14 NGOs, 1,500+ participants, 230+ submissions and 113 reviewers', async ({page}) => {
  await page.goto('/article/first-edition')
  await expectFigures(page, [
    ['14', /NGOs/],
    ['1,500+', /participants/i],
    ['230+', /submissions/i],
    ['113', /reviewers/i],
  ])
})

test('the back link returns to Get Inspired', async ({page}) => {
  await page.goto('/article/manifesto')
  await page.getByRole('main').getByRole('link', {name: 'Back to Get Inspired', exact: true}).first().click()
  await expect(page).toHaveURL(/\/get-inspired$/, {timeout: 30_000})
})

test('reads at 375 px without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800})
  await page.goto('/article/second-edition')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
