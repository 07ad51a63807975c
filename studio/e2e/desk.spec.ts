/**
 * The editors' desk as an editor meets it: single pages first, then the pages editors make, then the collections; a single page
 * can be edited and published but never duplicated, deleted or created again.
 */
import {SINGLETONS} from '../singletons'
import {expect, test} from './support/fixtures'
import {documentActionsMenu, documentPaneSettled, openStudio} from './support/studio'

const COLLECTIONS = ['Pages', 'Pilots', 'Beacons finalists', 'Beacon pages', 'Articles', 'Team', 'Partners', 'Redirects']

test('the desk lists the single pages first, then the collections', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl)
  const options = studio.getByRole('listbox', {name: 'Content'}).getByRole('option')
  // A single page is a document item: its preview (loaded after the list shows) begins with its name.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(options).toHaveText([...SINGLETONS.map(({title}) => new RegExp(`^${escape(title)}`)), ...COLLECTIONS])
})

test('a single page offers no duplicate or delete, while a pilot offers both, and Unpublish', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('option', {name: /^Site settings/}).click()
  await documentPaneSettled(studio)
  // An edit gives the single page a draft, and with it an action beyond Publish (Discard changes):
  // its menu shows, and lists neither Duplicate nor Delete.
  const siteName = studio.getByRole('textbox', {name: 'Site name'})
  const published = String(stack.lake.store.get('siteSettings')?.siteName)
  await expect(siteName).toHaveValue(published)
  await siteName.fill(`${published} (edited)`)
  await expect.poll(() => stack.lake.store.get('drafts.siteSettings')?.siteName).toBe(`${published} (edited)`)
  const singleton = await documentActionsMenu(studio)
  expect(singleton).toContain('Discard changes')
  expect(singleton).not.toContain('Duplicate')
  expect(singleton).not.toContain('Delete')
  expect(singleton).not.toContain('Unpublish')
  await studio.keyboard.press('Escape')

  await studio.getByRole('option', {name: 'Pilots', exact: true}).click()
  await studio
    .getByRole('link', {name: /Givify/})
    .first()
    .click()
  await documentPaneSettled(studio)
  // A pilot has actions beyond Publish: its menu shows, however long its actions take to resolve.
  await expect(studio.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue('Givify')
  await expect(studio.getByTestId('action-menu-button')).toBeVisible()
  const pilot = await documentActionsMenu(studio)
  expect(pilot).toContain('Duplicate')
  expect(pilot).toContain('Delete')
  expect(pilot).toContain('Unpublish')
})

test('the global create menu offers the collections and Page, and no single page', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('button', {name: 'Create new document'}).click()
  await expect(studio.getByRole('combobox', {name: 'Search document types'})).toBeVisible()
  const templates = studio.locator('a[href^="/intent/create/"]')
  await expect(templates.first()).toBeVisible()
  const offered = (await templates.allInnerTexts()).map((text) => text.trim())
  expect(offered.sort()).toEqual([
    'Article',
    'Beacon page',
    'Beacons finalist',
    'Page',
    'Partner organisation',
    'Pilot',
    'Redirect',
    'Team member',
  ])
  for (const {title} of SINGLETONS) expect(offered).not.toContain(title)
})
