/**
 * What a phone fetches beyond the page: links fetch other routes only when a visitor shows intent,
 * never on page load. What it fetches first on every route (the largest paint, first-viewport
 * images) is checked in route-sweep.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test'
import {hydrated} from './support/page'

test.use({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true})

/** Requests for other routes' server component payloads: how next/link prefetches. */
function watchRoutePayloads(page: Page) {
  const fetched: string[] = []
  page.on('request', (req) => {
    const headers = req.headers()
    if (headers['rsc'] === '1' || headers['next-router-prefetch'] === '1') fetched.push(new URL(req.url()).pathname)
  })
  return fetched
}

test.describe('link prefetching waits for intent', () => {
  test('loading a page with many links fetches no other route', async ({page}) => {
    const fetched = watchRoutePayloads(page)
    for (const path of ['/', '/pilots', '/get-inspired']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.mouse.wheel(0, 4000)
      await page.waitForLoadState('networkidle')
    }
    expect(fetched).toEqual([])
  })

  test.describe('with a mouse', () => {
    test.use({viewport: {width: 1280, height: 800}, isMobile: false, hasTouch: false})

    test('pointing at a link fetches its route, and the click then needs no new page load', async ({page}) => {
      const fetched = watchRoutePayloads(page)
      await page.goto('/contact')
      await page.waitForLoadState('networkidle')
      expect(fetched).toEqual([])
      const about = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'About Us', exact: true})
      await hydrated(page, 'header nav a[href="/about"]')
      await about.hover()
      await expect.poll(() => fetched).toContain('/about')
      await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true))
      await about.click()
      await expect(page).toHaveURL(/\/about$/)
      expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true)
    })
  })

  test('focusing a link with the keyboard fetches its route', async ({page}) => {
    const fetched = watchRoutePayloads(page)
    await page.goto('/pilots')
    await page.waitForLoadState('networkidle')
    await hydrated(page, 'main a[href^="/pilot/"]')
    await page.locator('main a[href^="/pilot/"]').first().focus()
    await expect.poll(() => fetched.some((path) => path.startsWith('/pilot/'))).toBe(true)
  })
})
