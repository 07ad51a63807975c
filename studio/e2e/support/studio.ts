/** Small steps an editor takes in the Studio, written once for every spec. */
import {expect, type Page} from '@playwright/test'

/** One page load per test: a second load in the same page can leave the Studio's listener streams waiting. */
export async function openStudio(page: Page, studioUrl: string, path = '/structure') {
  await page.goto(`${studioUrl}${path}`)
  await expect(page.getByRole('listbox', {name: 'Content'})).toBeVisible({timeout: 60_000})
}

/** Opens the open document's actions menu (next to Publish) and returns the actions it lists. */
export async function documentActionsMenu(page: Page) {
  await page.getByTestId('action-menu-button').click()
  const items = page.getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  // An item's text also lists its keyboard shortcut on further lines.
  return (await items.allInnerTexts()).map((text) => text.trim().split('\n')[0]!.trim())
}
