/**
 * Before deleting, the Studio says what it does to the pages that show the document: a pilot the
 * Pilots page lists would leave that page (a weak list entry: nothing is refused); a finalist that its
 * Beacon page needs (a strong reference) cannot be deleted until it is removed there, and the dialog
 * names that page and offers no Delete. Cancelling deletes nothing.
 */
import {expect, test} from './support/fixtures'
import {chooseDocumentAction, documentActionsMenu, openStudio} from './support/studio'

test('deleting a listed pilot: the dialog says its card leaves the Pilots page; Cancel keeps it', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl, '/structure/pilot;pilot-givify')
  await expect(studio.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue('Givify')
  expect(await documentActionsMenu(studio)).toContain('Delete')
  await studio.keyboard.press('Escape')
  const dialog = studio.getByRole('dialog')
  await chooseDocumentAction(studio, /^Delete/, dialog.getByRole('button', {name: 'Cancel'}))
  await expect(dialog.getByText('Listed on: Our Pilots. Its card will disappear from that page.')).toBeVisible()
  await expect(dialog.getByRole('button', {name: 'Delete', exact: true})).toBeEnabled()
  await dialog.getByRole('button', {name: 'Cancel'}).click()
  await expect(dialog).toHaveCount(0)
  expect(stack.lake.store.get('pilot-givify')?.title).toBe('Givify')
  expect(stack.lake.actions.filter(({actionType}) => actionType === 'sanity.action.document.delete')).toEqual([])
})

test('deleting a finalist its Beacon page needs: the dialog names the page and offers no Delete', async ({studio, stack}) => {
  const title = String(stack.lake.store.get('finalist-staking-for-good')?.title)
  await openStudio(studio, stack.studioUrl, '/structure/finalist;finalist-staking-for-good')
  await expect(studio.getByRole('textbox', {name: 'Innovation name'})).toHaveValue(title)
  const dialog = studio.getByRole('dialog')
  await chooseDocumentAction(studio, /^Delete/, dialog.getByRole('button', {name: 'Cancel'}))
  await expect(
    dialog.getByText(`Needed by: ${title} (Beacon page). It cannot be deleted while that document refers to it: remove it there first.`),
  ).toBeVisible()
  await expect(dialog.getByText('Listed on: Innovation Library. Its card will disappear from that page.')).toBeVisible()
  await expect(dialog.getByRole('button', {name: 'Delete', exact: true})).toBeDisabled()
  await dialog.getByRole('button', {name: 'Cancel'}).click()
  expect(stack.lake.store.get('finalist-staking-for-good')?.title).toBe(title)
})
