/**
 * An editor tries to delete a pilot that the Pilots page lists: the reference is strong, so the
 * Studio's delete dialog says the page refers to it and names the page, before anything is deleted.
 */
import {expect, test} from './support/fixtures'
import {chooseDocumentAction, documentActionsMenu, openStudio} from './support/studio'

test('deleting a pilot the Pilots page lists: the Studio names the page that refers to it', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl, '/structure/pilot;pilot-givify')
  await expect(studio.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue('Givify', {timeout: 60_000})
  expect(await documentActionsMenu(studio)).toContain('Delete')
  await chooseDocumentAction(studio, /^Delete/)

  const dialog = studio.getByRole('dialog')
  await expect(dialog.getByText('1 document refers to “Givify”')).toBeVisible({timeout: 60_000})
  await expect(dialog.getByText('You may not be able to delete “Givify” because the following documents refer to it:')).toBeVisible()
  // The Pilots page, by its heading (its preview title), linked so the editor can open it and take the pilot off.
  const pilotsPage = String(stack.lake.store.get('pilotsPage')?.heading)
  await expect(dialog.getByRole('listitem').getByRole('link', {name: pilotsPage})).toHaveAttribute('href', /pilotsPage/)

  await dialog.getByRole('button', {name: 'Cancel'}).click()
  await expect(dialog).toHaveCount(0)
  expect(stack.lake.store.get('pilot-givify')?.title).toBe('Givify')
  expect(stack.lake.actions.filter(({actionType}) => actionType === 'sanity.action.document.delete')).toEqual([])
})
