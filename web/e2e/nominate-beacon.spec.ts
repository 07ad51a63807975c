/**
 * /nominate-beacon (docs/product.md#call-for-nominations, #nomination-rules, #figures): purpose, criteria, the 7-step process,
 * the timeline, organisation requirements, and links to the external nomination form.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'

test.describe.configure({timeout: 60_000})

test.describe('what one load of /nominate-beacon shows', () => {
  const test = testsReadingOneLoad('/nominate-beacon')

  test('has one main heading and explains the purpose', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    const purpose = page.locator('#purpose')
    await expect(purpose.getByRole('heading', {level: 2, name: 'Purpose'})).toBeVisible()
    await expect(purpose.locator('p')).not.toHaveCount(0)
  })

  test('states the nomination criteria: co-initiators only, 2 to 5 concepts, tested but not fully piloted', async ({page}) => {
    const criteria = page.locator('#criteria')
    await expect(criteria.getByRole('heading', {level: 2, name: 'Criteria'})).toBeVisible()
    await expect(criteria).toContainText(/only co-initiating organisations/i)
    await expect(criteria).toContainText(/between 2 and 5 concepts/i)
    await expect(criteria).toContainText('2–5')
    await expect(criteria).toContainText(/tested on a small scale/i)
    await expect(criteria).toContainText(/early evidence/i)
    await expect(criteria).toContainText(/not yet fully piloted/i)
    await expect(criteria).toContainText(/move the needle/i)
  })

  test('numbers the 7 steps of the process in order', async ({page}) => {
    const steps = page.locator('#process').getByRole('listitem').getByRole('heading', {level: 3})
    await expect(steps).toHaveText([
      'Step 1: Template launch',
      'Step 2: Submission',
      'Step 3: Editorial review',
      'Step 4: Publication of the list',
      'Step 5: Co-initiator selection',
      'Step 6: Showcase',
      'Step 7: Pathways to scale',
    ])
  })

  test('shows the timeline: opens 1 July, deadline 19 August, selection 10 September, showcase 23 and 25 September', async ({page}) => {
    const entries = page.locator('#timeline').getByRole('listitem')
    await expect(entries).toHaveCount(4)
    await expect(entries.nth(0)).toContainText('1 July')
    await expect(entries.nth(0)).toContainText(/opens/i)
    await expect(entries.nth(1)).toContainText('19 August')
    await expect(entries.nth(1)).toContainText(/deadline/i)
    await expect(entries.nth(2)).toContainText('10 September')
    await expect(entries.nth(2)).toContainText(/selection/i)
    await expect(entries.nth(3)).toContainText('23 and 25 September, 14:00-16:00 CET')
    await expect(entries.nth(3)).toContainText(/showcase/i)
  })

  test('lists what organisations must provide', async ({page}) => {
    const requirements = page.locator('#requirements')
    await expect(requirements.getByRole('heading', {level: 2, name: 'Organisation Requirements'})).toBeVisible()
    await expect(requirements.getByRole('listitem')).not.toHaveCount(0)
  })

  test('links to the external nomination form in a new tab', async ({page}) => {
    const formLinks = page
      .getByRole('main')
      .locator('a[href^="http"]')
      .filter({hasText: /nominat/i})
    await expect(formLinks.first()).toBeVisible()
    for (const link of await formLinks.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toContainText('(opens in a new tab)')
    }
  })
})
