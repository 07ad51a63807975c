/**
 * The footer on every page (docs/product.md#overview, #footer): quick links, a call to action leading to /contact,
 * five social profiles opening in new tabs, the hosting statement and the 2025 copyright line.
 */
import {expect, test, type Page} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {SOCIAL_LINK_NAMES} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

const footer = (page: Page) => page.getByRole('contentinfo')

test.describe('what one load of /about shows', () => {
  const test = testsReadingOneLoad('/about')

  test('has the quick links About Us, Ongoing Pilots, Get Inspired, Innovation Summit and Privacy Policy', async ({page}) => {
    const quickLinks = footer(page).getByRole('navigation', {name: 'Quick Links'}).getByRole('link')
    await expect(quickLinks).toHaveText(['About Us', 'Ongoing Pilots', 'Get Inspired', 'Innovation Summit', 'Privacy Policy'])
    const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/about', '/pilots', '/get-inspired', '/innovation-summit', '/privacy-policy'])
  })

  test('links to five social profiles, each named and opening in a new tab', async ({page}) => {
    for (const name of SOCIAL_LINK_NAMES) {
      const link = footer(page).getByRole('link', {name: `${name} (opens in a new tab)`, exact: true})
      await expect(link).toHaveCount(1)
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      // Named once: no title announcing the name again as a description.
      await expect(link).not.toHaveAttribute('title', /./)
    }
  })

  test('says who hosts the initiative, linking to the host organisation in a new tab', async ({page}) => {
    const statement = footer(page).getByText(/hosted by/i)
    await expect(statement).toBeVisible()
    const host = statement.getByRole('link')
    await expect(host).toHaveCount(1)
    await expect(host).toHaveAttribute('href', /^https?:\/\//)
    await expect(host).toHaveAttribute('target', '_blank')
    await expect(host).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('shows a 2025 copyright line', async ({page}) => {
    await expect(footer(page).getByText(/^© 2025 /)).toBeVisible()
  })
})

test('invites people with solutions to talk, with a button to /contact', async ({page}) => {
  await page.goto('/about')
  const cta = footer(page).getByRole('heading', {level: 2}).first()
  await expect(cta).toBeVisible()
  const button = footer(page).locator('a[href="/contact"]')
  await expect(button).toHaveCount(1)
  await button.click()
  await expect(page).toHaveURL(/\/contact$/, {timeout: 30_000})
})

test('on /contact itself the call to action has no button leading back to the same page', async ({page}) => {
  await page.goto('/contact')
  await expect(footer(page).getByRole('heading', {level: 2}).first()).toBeVisible()
  await expect(footer(page).locator('a[href="/contact"]')).toHaveCount(0)
})
