/**
 * / (docs/product.md#overview, #home, #figures): the hero with its badge and Join Us button, the headline figures and the
 * 13 partner logos (a row of 6, then a row of 7), each linking out in a new tab.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {animationsFinished} from './support/page'

test.describe.configure({timeout: 60_000})

test.describe('what one load of / shows', () => {
  const test = testsReadingOneLoad('/')

  test('the hero shows the "Innovation in Fundraising" badge, one headline and a priority image', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    const hero = page.locator('main section').first()
    await expect(hero.getByText('Innovation in Fundraising', {exact: true})).toBeVisible()
    const image = hero.locator('img').first()
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('loading', 'eager')
    expect(await image.getAttribute('alt')).toBeTruthy()
  })

  test('the statistics row shows 358, 14, 96 and 6, in that order, each with a label and an icon', async ({page}) => {
    const figures = page.getByRole('list', {name: 'Key figures'}).getByRole('listitem')
    await expect(figures).toHaveCount(4)
    const expected = [
      ['358', /submissions across 2020 and 2022/i],
      ['14', /international NGOs/i],
      ['96', /expert evaluators/i],
      ['6', /pilots/i],
    ] as const
    for (const [index, [number, label]] of expected.entries()) {
      const figure = figures.nth(index)
      await expect(figure.getByText(number, {exact: true})).toBeVisible()
      await expect(figure).toContainText(label)
      await expect(figure.locator('svg')).toHaveCount(1)
    }
  })

  test('13 partner logos link out in a new tab, each named by its organisation', async ({page}) => {
    const links = page.locator('#partners').getByRole('link')
    await expect(links).toHaveCount(13)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      const name = await link.locator('img').getAttribute('alt')
      expect(name).toBeTruthy()
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
    }
  })

  test('partner logos fade in 0.05 s apart', async ({page}) => {
    const items = page.locator('#partners li')
    await expect(items).toHaveCount(13)
    const delays = await items.evaluateAll((elements) => elements.map((el) => (el as HTMLElement).style.getPropertyValue('--delay')))
    expect(delays.map((delay) => Math.round(parseFloat(delay) * 100))).toEqual(Array.from({length: 13}, (_, i) => i * 5))
  })
})

test.describe('/, loaded for each test', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/')
  })

  test('Join Us goes to /innovation-summit', async ({page}) => {
    const join = page.getByRole('main').getByRole('link', {name: 'Join Us'})
    await expect(join).toHaveAttribute('href', '/innovation-summit')
    await join.click()
    await expect(page).toHaveURL(/\/innovation-summit$/, {timeout: 30_000})
  })

  test('the partner logos are one list, drawn in a row of 6, then a row of 7', async ({page}) => {
    const lists = page.locator('#partners').getByRole('list')
    await expect(lists).toHaveCount(1)
    const links = lists.getByRole('link')
    await expect(links).toHaveCount(13)

    // On a desktop screen the first six share one line, the last seven the next, centred under it.
    await page.locator('#partners').scrollIntoViewIfNeeded()
    // A logo still rising into place sits lower than its neighbours: measure the settled rows.
    await animationsFinished(page)
    const boxes = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!))
    const first = boxes.slice(0, 6)
    const second = boxes.slice(6)
    expect(new Set(first.map((box) => Math.round(box.y))).size).toBe(1)
    expect(new Set(second.map((box) => Math.round(box.y))).size).toBe(1)
    expect(second[0]!.y).toBeGreaterThan(first[0]!.y)
    const middle = (row: typeof boxes) => (row[0]!.x + row.at(-1)!.x + row.at(-1)!.width) / 2
    expect(Math.abs(middle(first) - middle(second))).toBeLessThan(2)
  })
})
