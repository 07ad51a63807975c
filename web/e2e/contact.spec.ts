/**
 * /contact (docs/product.md#contact): an e-mail link and five social links (LinkedIn, Facebook, Twitter,
 * Instagram, YouTube) opening in new tabs.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {SOCIAL_LINK_NAMES} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

test.describe('what one load of /contact shows', () => {
  const test = testsReadingOneLoad('/contact')

  test('has one main heading', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
  })

  test('offers an e-mail link showing the address', async ({page}) => {
    const email = page.getByRole('main').locator('a[href^="mailto:"]')
    await expect(email).toHaveCount(1)
    const href = (await email.getAttribute('href'))!
    expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/)
    await expect(email).toHaveText(href.replace(/^mailto:/, ''))
  })

  test('links to LinkedIn, Facebook, Twitter, Instagram and YouTube in new tabs', async ({page}) => {
    const main = page.getByRole('main')
    const social = main.locator('a[target="_blank"]')
    await expect(social).toHaveCount(5)
    for (const [index, name] of SOCIAL_LINK_NAMES.entries()) {
      const link = social.nth(index)
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}\\b`))
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
