/**
 * An editor discards a draft: Discard changes (which the Studio sends as a version discard) removes
 * it, and the document shows its published text again.
 */
import {expect, test} from './support/fixtures'
import {chooseDocumentAction, openStudio} from './support/studio'

test('discarding a draft brings back the published text', async ({studio, stack}) => {
  const id = 'pilot-global-fundraising-leadership-programme'
  const published = String(stack.lake.store.get(id)?.description)
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${id}`)
  const description = studio.getByRole('textbox', {name: 'Short description'})
  await expect(description).toHaveValue(published)

  const draftText = `A draft description to throw away (${Date.now()}).`
  await description.fill(draftText)
  await expect.poll(() => stack.lake.store.get(`drafts.${id}`)?.description).toBe(draftText)

  const discard = studio.getByRole('dialog').getByRole('button', {name: 'Discard changes'})
  await chooseDocumentAction(studio, /^Discard changes/, discard)
  await discard.click()
  await expect.poll(() => stack.lake.store.get(`drafts.${id}`)).toBeNull()
  expect(stack.lake.actions.map(({actionType}) => actionType)).toContain('sanity.action.document.version.discard')
  await expect(description).toHaveValue(published)
  expect(stack.lake.store.get(id)?.description).toBe(published)
})
