/**
 * Keyboard and screen-reader journeys: where focus goes when the page changes under it (a skip link,
 * a video that replaces its poster, a page opened inside the site). Axe, the heading outline, the
 * landmarks and the focus indicators on every route are checked in route-sweep.spec.ts, on the one
 * load of each route per viewport; the phone menu's focus rules in navigation.spec.ts.
 */
import {expect, test} from '@playwright/test'
import {hydrated} from './support/page'
import {accessibilityViolations} from './support/pageChecks'

test('a skip link leads keyboard users to the main content', async ({page}) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', {name: 'Skip to main content'})
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('the video poster is a button that hands focus to the player it loads', async ({page}) => {
  // The player host is stood in for, so the test needs no network.
  await page
    .context()
    .route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>player</title>'}))
  await page.goto('/beacon/impact-linked-loan')
  const video = page.locator('#video-pitch')
  const poster = video.getByRole('button', {name: /^Play video: /})
  await expect(poster).toBeVisible()
  await hydrated(page, '#video-pitch button')
  await poster.focus()
  await page.keyboard.press('Enter')
  const player = video.locator('iframe')
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await expect(player).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})

  test('the video poster is a link to the video that says it opens a new tab', async ({page}) => {
    await page.goto('/beacon/impact-linked-loan')
    const poster = page.locator('#video-pitch').getByRole('link', {name: /^Play video: .*\(opens in a new tab\)$/})
    await expect(poster).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    await expect(poster).toHaveAttribute('target', '_blank')
  })
})

test('a page opened inside the site puts focus on its main heading; first loads and Back keep working', async ({page}) => {
  await page.goto('/')
  await hydrated(page, 'header nav a[href="/pilots"]')
  // A first load leaves focus where the browser puts it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  const pilots = page.getByRole('banner').getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Pilots', exact: true})
  await pilots.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pilots$/)
  const heading = page.getByRole('heading', {level: 1})
  await expect(heading).toBeFocused()
  await expect(heading).toHaveAttribute('tabindex', '-1')

  // The skip link (a move within the page) still leads to the main content, not back to the heading.
  await page.getByRole('link', {name: 'Skip to main content'}).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()

  // Back: first out of the skip link's #main (the same page), then to the home page, whose heading takes focus.
  await page.goBack()
  await expect(page).toHaveURL(/\/pilots$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', {level: 1})).toBeFocused()
})

test('the sweep’s axe check names a violation a page is given: an image without alternative text, text without contrast', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  // Once React has hydrated <main> (it may still be at work after the load, in slices): nodes it finds
  // there but did not render make it render the page anew, without them (seen once in a full run).
  await hydrated(page, 'main')
  // Built node by node: the site's Trusted Types policy refuses HTML strings.
  await page.locator('main').evaluate((main) => {
    const image = document.createElement('img')
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
    const faint = document.createElement('p')
    faint.textContent = 'Faint'
    faint.style.cssText = 'color: #eee; background: #fff'
    main.append(image, faint)
  })
  const violations = await accessibilityViolations(page)
  expect(violations.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']))
})
