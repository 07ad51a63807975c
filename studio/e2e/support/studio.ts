/** Small steps an editor takes in the Studio, written once for every spec. */
import {expect, type Page} from '@playwright/test'

/** One page load per test: a second load in the same page can leave the Studio's listener streams waiting. */
export async function openStudio(page: Page, studioUrl: string, path = '/structure') {
  await page.goto(`${studioUrl}${path}`)
  await expect(page.getByRole('listbox', {name: 'Content'})).toBeVisible({timeout: 60_000})
}

/**
 * The actions the open document's menu (next to Publish) lists; none when the Studio shows no menu
 * because no action beyond Publish applies.
 */
export async function documentActionsMenu(page: Page) {
  await expect(page.getByTestId('action-publish')).toBeVisible({timeout: 60_000})
  const menuButton = page.getByTestId('action-menu-button')
  if ((await menuButton.count()) === 0) return []
  await menuButton.click()
  const items = page.getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  // An item's text also lists its keyboard shortcut on further lines.
  return (await items.allInnerTexts()).map((text) => text.trim().split('\n')[0]!.trim())
}
