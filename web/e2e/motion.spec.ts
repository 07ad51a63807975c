/**
 * Motion (docs/product.md#motion): staggered fade-ins below the first screen, and none at all for
 * visitors who ask for reduced motion. That the page's heading block never fades in is checked on
 * every route in route-sweep.spec.ts.
 */
import {expect, test} from '@playwright/test'

// The default a visitor has (the config asks for reduced motion).
test.use({reducedMotion: 'no-preference'})

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
