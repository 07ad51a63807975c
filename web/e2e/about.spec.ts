/**
 * /about (docs/product.md#about, #figures): mission, four value cards, Our Story, Impact So Far figures and the
 * Who We Are grid of about 21 representatives with a "Follow on LinkedIn" link each.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'

test.describe.configure({timeout: 60_000})

test.describe('what one load of /about shows', () => {
  const test = testsReadingOneLoad('/about')

  test('has one main heading, then the mission, Our Story, Impact So Far and Who We Are sections', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    const sections = page.getByRole('main').getByRole('heading', {level: 2})
    await expect(sections).toHaveCount(4)
    await expect(sections.nth(0)).toContainText(/mission/i)
    await expect(sections.nth(1)).toHaveText('Our Story')
    await expect(sections.nth(2)).toHaveText('Impact So Far')
    await expect(sections.nth(3)).toHaveText('Who We Are')
  })

  test('shows four value cards: innovation focus, collaborative approach, creative solutions, global impact', async ({page}) => {
    const cards = page.locator('#mission').getByRole('heading', {level: 3})
    await expect(cards).toHaveText([/innovation focus/i, /collaborative approach/i, /creative solutions/i, /global impact/i])
  })

  test('Impact So Far shows 1,500+ participants, 230+ solutions in 2020, 15+ partner organisations and 6 active pilots', async ({page}) => {
    const figures = page.locator('#impact li')
    await expect(figures).toHaveCount(4)
    const expected = [
      ['1,500+', /participants/i],
      ['230+', /solutions in 2020/i],
      ['15+', /partner organisations/i],
      ['6', /active pilots/i],
    ] as const
    for (const [index, [number, label]] of expected.entries()) {
      await expect(figures.nth(index).getByText(number, {exact: true})).toBeVisible()
      await expect(figures.nth(index)).toContainText(label)
    }
  })

  test('Who We Are shows about 21 people, each with photo, name, title, organisation and a LinkedIn link', async ({page}) => {
    const people = page.locator('#team li')
    const count = await people.count()
    expect(count).toBeGreaterThanOrEqual(19)
    expect(count).toBeLessThanOrEqual(23)
    for (const person of await people.all()) {
      await expect(person.locator('img')).toHaveCount(1)
      await expect(person.getByRole('heading', {level: 3})).not.toBeEmpty()
      await expect(person.locator('p')).toHaveCount(2)
      const linkedin = person.getByRole('link', {name: /^Follow on LinkedIn/})
      await expect(linkedin).toHaveAttribute('href', /^https?:\/\//)
      await expect(linkedin).toHaveAttribute('target', '_blank')
      await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
