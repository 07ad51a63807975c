/**
 * An editor unpublishes a pilot that the Pilots page lists, from the document's menu: the dialog says
 * beforehand that its card will leave the Pilots page; after it the card is gone from /pilots, the
 * pilot stays as a draft, and the Pilots page can still be published.
 */
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {
  chooseDocumentAction,
  documentActionsMenu,
  documentPaneSettled,
  firstResponseWithout,
  openStudio,
  publishUntil,
} from './support/studio'

test('unpublishing a listed pilot takes its card off /pilots, and the Pilots page still publishes', async ({studio, stack}) => {
  const id = 'pilot-unhcr-us'
  const title = String(stack.lake.store.get(id)?.title)
  // The card is on /pilots (a published change to the pilot refreshes the page, whatever an earlier run left in the site's cache).
  stack.lake.store.applyMutations([{patch: {id, set: {title}}}])
  await firstResponseCarrying(stack, '/pilots', title)
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${id}`)
  await expect(studio.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue(title)

  expect(await documentActionsMenu(studio)).toContain('Unpublish')
  await studio.keyboard.press('Escape')
  const dialog = studio.getByRole('dialog')
  await chooseDocumentAction(studio, /^Unpublish/, dialog.getByRole('button', {name: 'Cancel'}))
  await expect(dialog.getByText('Listed on: Our Pilots. Its card will disappear from that page.')).toBeVisible()
  await dialog.getByRole('button', {name: 'Unpublish', exact: true}).click()
  await expect.poll(() => stack.lake.store.get(id)).toBeNull()
  expect(stack.lake.store.get(`drafts.${id}`)?.title).toBe(title)
  await firstResponseWithout(stack, '/pilots', title)
  const slug = (stack.lake.store.get(`drafts.${id}`)?.slug as {current: string}).current
  await expect.poll(async () => (await stack.page(`/pilot/${slug}`)).status).toBe(404)

  // The Pilots page still lists the (now missing) pilot, and publishing it is not blocked.
  await studio.getByRole('option', {name: /^Pilots page/}).click()
  await documentPaneSettled(studio)
  const intro = studio.getByRole('textbox', {name: 'Introduction'})
  await expect(intro).toBeVisible()
  const text = `Pilots our members run, in the open; updated ${Date.now()}.`
  await intro.fill(text)
  await expect.poll(() => stack.lake.store.get('drafts.pilotsPage')?.intro).toBe(text)
  await publishUntil(studio, () => stack.lake.store.get('pilotsPage')?.intro === text)
  const pilots = await firstResponseCarrying(stack, '/pilots', text)
  expect(pilots.html).not.toContain(title)
})
