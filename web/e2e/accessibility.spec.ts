/**
 * Keyboard access. Axe (WCAG 2.2 AA) and the heading outline on every route are checked in
 * route-sweep.spec.ts, on the one load of each route per viewport.
 */
import {expect, test} from '@playwright/test'

test('a skip link leads keyboard users to the main content', async ({page}) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', {name: 'Skip to main content'})
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})
