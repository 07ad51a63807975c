/**
 * The navigation bar on every page (docs/product.md#navigation-bar, #states): sticky and 4rem tall; logo to /;
 * section links with the active one marked; Contact Us; below md a toggle menu that closes when a
 * link is chosen, Escape is pressed, focus leaves it or a click lands outside it (an open panel would
 * cover the element focused behind it, WCAG 2.4.11).
 */
import {expect, test, type Page} from '@playwright/test'
import {hydrated} from './support/page'

test.describe.configure({timeout: 60_000})

const LINKS = [
  ['About Us', '/about'],
  ['Pilots', '/pilots'],
  ['Get Inspired', '/get-inspired'],
  ['Innovation Summit', '/innovation-summit'],
] as const

const header = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page) => header(page).getByRole('navigation', {name: 'Main'})

async function expectActive(page: Page, label: string) {
  const nav = mainNav(page)
  await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('aria-current', 'page')
  for (const [other] of LINKS.filter(([name]) => name !== label)) {
    await expect(nav.getByRole('link', {name: other, exact: true})).not.toHaveAttribute('aria-current', 'page')
  }
}

/** The menu button is server-rendered; wait until React handles its clicks. */
const waitForHydratedMenu = (page: Page) => hydrated(page, 'header button[aria-controls]')

test.describe('on a desktop screen', () => {
  test('links to the four sections and Contact Us; the logo goes home', async ({page}) => {
    await page.goto('/contact')
    for (const [label, href] of LINKS) {
      await expect(mainNav(page).getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href)
    }
    await expect(header(page).getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact')
    const logo = header(page).getByRole('link').first()
    await expect(logo).toHaveAttribute('href', '/')
    await expect(logo.locator('img')).toBeVisible()
  })

  test('marks About Us as the current page on /about', async ({page}) => {
    await page.goto('/about')
    await expectActive(page, 'About Us')
  })

  test('marks Pilots as the current page on /pilots and on a pilot case study', async ({page}) => {
    await page.goto('/pilots')
    await expectActive(page, 'Pilots')
    await page.goto('/pilot/givify')
    await expectActive(page, 'Pilots')
  })

  test('marks Get Inspired as the current page on beacon and article pages', async ({page}) => {
    await page.goto('/beacon/staking-for-good')
    await expectActive(page, 'Get Inspired')
    await page.goto('/article/manifesto')
    await expectActive(page, 'Get Inspired')
  })

  test('is 64 px tall and stays at the top while the page scrolls', async ({page}) => {
    await page.goto('/about')
    const bar = header(page)
    expect((await bar.boundingBox())!.height).toBe(64)
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    const box = (await bar.boundingBox())!
    expect(box.y).toBe(0)
    await expect(bar).toBeInViewport()
  })

  test('shows no menu button', async ({page}) => {
    await page.goto('/')
    await expect(header(page).getByRole('button', {name: 'Menu'})).toBeHidden()
  })
})

test.describe('on a 375 px screen', () => {
  test.use({viewport: {width: 375, height: 740}})

  test('the menu button opens the links; choosing one navigates and closes the menu', async ({page}) => {
    await page.goto('/')
    await waitForHydratedMenu(page)
    const button = header(page).getByRole('button', {name: 'Menu'})
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    for (const [label, href] of LINKS) {
      await expect(panel.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href)
    }
    await expect(panel.getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact')

    await panel.getByRole('link', {name: 'Pilots', exact: true}).click()
    await expect(page).toHaveURL(/\/pilots$/, {timeout: 30_000})
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('Escape closes the menu and returns focus to the button', async ({page}) => {
    await page.goto('/about')
    await waitForHydratedMenu(page)
    const button = header(page).getByRole('button', {name: 'Menu'})
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expectActive(page, 'About Us')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('the menu closes when focus leaves it, so it never covers the focused element', async ({page}) => {
    await page.goto('/pilots')
    await waitForHydratedMenu(page)
    const button = header(page).getByRole('button', {name: 'Menu'})
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)

    // Backwards out of it: Shift+Tab from the button reaches the logo.
    await button.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    // Forwards out of it: past Contact Us, into the page, where the panel would cover the focused element.
    await button.click()
    await panel.getByRole('link', {name: 'Contact Us'}).focus()
    await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()
    const focused = page.locator(':focus')
    await expect(focused).not.toHaveCount(0)
    expect(await focused.evaluate((element) => element.closest('header'))).toBeNull()

    // A click outside it: on the page below the panel.
    await button.click()
    await expect(panel).toBeVisible()
    const bottom = (await panel.boundingBox())!
    await page.mouse.click(187, bottom.y + bottom.height + 40)
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
