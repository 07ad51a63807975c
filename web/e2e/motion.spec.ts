/**
 * Motion (docs/product.md#motion): staggered fade-ins below the first screen, never on the page's heading block,
 * and none at all for visitors who ask for reduced motion.
 */
import {expect, test, type Page} from '@playwright/test'
import {sitemapPaths} from './support/routes'

/** Names of the animations running on the h1 or any of its ancestors. */
const headingAnimations = (page: Page) =>
  page.locator('main h1').evaluate((h1) => {
    const names: string[] = []
    for (let node: Element | null = h1; node; node = node.parentElement) {
      const name = getComputedStyle(node).animationName
      if (name && name !== 'none') names.push(`${node.tagName.toLowerCase()}: ${name}`)
    }
    return names
  })

test('the page heading and its block are never hidden behind a fade-in', async ({page, request}) => {
  test.setTimeout(120_000)
  const animated: string[] = []
  for (const path of await sitemapPaths(request)) {
    await page.goto(path)
    for (const name of await headingAnimations(page)) animated.push(`${path}: ${name}`)
  }
  expect(animated).toEqual([])
})

test('cards below the first screen fade in, 0.1 s apart', async ({page}) => {
  await page.goto('/pilots')
  const delays = await page
    .locator('main article.fade-in')
    .evaluateAll((cards) =>
      cards.map((card) => ({name: getComputedStyle(card).animationName, delay: getComputedStyle(card).animationDelay})),
    )
  expect(delays.length).toBeGreaterThanOrEqual(6)
  expect(delays.every(({name}) => name === 'fade-in-up')).toBe(true)
  expect(delays.slice(0, 3).map(({delay}) => delay)).toEqual(['0s', '0.1s', '0.2s'])
})

test('nothing animates for visitors who prefer reduced motion', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/pilots')
  const running = await page.evaluate(() => document.getAnimations().length)
  expect(running).toBe(0)
})
