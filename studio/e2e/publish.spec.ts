/**
 * An editor's Publish reaches the visitor: in the built Studio an emptied title is refused with its
 * message, and a changed description, once published, goes through the Content Lake stand-in's
 * signed webhook to the Lake-mode site, whose case study page then shows it.
 */
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {openStudio, publishUntil} from './support/studio'

test('an empty title blocks Publish with its message; a published description reaches /pilot/givify', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl, '/structure/pilot;pilot-givify')
  const title = studio.getByRole('textbox', {name: 'Title', exact: true})
  const publish = studio.getByRole('button', {name: 'Publish', exact: true})
  await expect(title).toHaveValue('Givify')

  await title.fill('')
  // The field marks itself in red; its marker tells what to fix.
  const titleField = studio.getByTestId('field-title')
  await titleField.getByTestId('input-validation-icon-error').hover()
  await expect(studio.getByText('Write the pilot title (at most 90 characters).').filter({visible: true}).first()).toBeVisible()
  await expect(publish).toBeDisabled()

  await title.fill('Givify')
  const description = `Givify lets monthly donors shape their own plan; published from the Studio at ${Date.now()}.`
  await studio.getByRole('textbox', {name: 'Short description'}).fill(description)
  expect((await stack.page('/pilot/givify')).html).not.toContain(description)
  await expect(publish).toBeEnabled()

  // Publish once the Studio has saved the draft, as an editor waits for "Saved"; a Publish pressed
  // while that save is pending can be replaced by it (see publishUntil), and the time counts from the first press.
  await expect.poll(() => stack.lake.store.get('drafts.pilot-givify')?.description).toBe(description)
  const clickedAt = Date.now()
  await publishUntil(studio, () =>
    stack.lake.actions.some(({actionType, body}) => actionType === 'sanity.action.document.publish' && body.publishedId === 'pilot-givify'),
  )
  await expect.poll(() => stack.lake.webhooks.find(({documentId}) => documentId === 'pilot-givify')?.status).toBe(200)
  expect(JSON.parse(stack.lake.webhooks.find(({documentId}) => documentId === 'pilot-givify')!.body)).toEqual({
    _id: 'pilot-givify',
    _type: 'pilot',
    slug: 'givify',
    previousSlug: 'givify',
    // The revision just published: the site waits until the Lake serves it.
    rev: stack.lake.store.get('pilot-givify')?._rev,
  })
  await firstResponseCarrying(stack, '/pilot/givify', description)
  console.log(`Studio Publish click → /pilot/givify shows the new description: ${((Date.now() - clickedAt) / 1000).toFixed(2)} s`)
  expect(stack.lake.store.get('pilot-givify')?.title).toBe('Givify')
})
