/**
 * What the Studio refuses to publish, with a message naming what to fix: a team member whose photo
 * holds only its alternative text, and a pilot moved to an address another pilot holds (the message
 * names that pilot).
 */
import {expect, test} from './support/fixtures'
import {expectErrorMarker, openStudio} from './support/studio'

test('a required photo holding only its alternative text blocks Publish with the image’s message', async ({studio, stack}) => {
  const id = 'team-jonas-lindqvist'
  // The photo reset, its alternative text left: what an editor's "Clear" of the picture alone leaves.
  stack.lake.store.applyActions([
    {actionType: 'sanity.action.document.edit', draftId: `drafts.${id}`, publishedId: id, patch: {unset: ['image.asset']}},
  ])
  const name = String(stack.lake.store.get(id)?.name)
  try {
    await openStudio(studio, stack.studioUrl, `/structure/teamMember;${id}`)
    await expect(studio.getByRole('textbox', {name: 'Name', exact: true})).toHaveValue(name)
    await expectErrorMarker(studio, 'Upload an image: a square photo of the person, shown in the About page’s team grid.')
    await expect(studio.getByRole('button', {name: 'Publish', exact: true})).toBeDisabled()
  } finally {
    stack.lake.store.applyActions([{actionType: 'sanity.action.document.discard', draftId: `drafts.${id}`}])
  }
})

test('a slug another pilot holds is refused, naming that pilot', async ({studio, stack}) => {
  const id = 'pilot-mobilizing-childrens-oral-health'
  try {
    await openStudio(studio, stack.studioUrl, `/structure/pilot;${id}`)
    const slug = studio.getByRole('textbox', {name: 'Web address (slug)'})
    await expect(slug).toHaveValue('mobilizing-childrens-oral-health')
    await slug.fill('givify')
    await expect.poll(() => (stack.lake.store.get(`drafts.${id}`)?.slug as {current?: string} | undefined)?.current).toBe('givify')
    await expectErrorMarker(studio, 'This address belongs to “Givify” (Pilot): choose another.')
    await expect(studio.getByRole('button', {name: 'Publish', exact: true})).toBeDisabled()
  } finally {
    if (stack.lake.store.get(`drafts.${id}`))
      stack.lake.store.applyActions([{actionType: 'sanity.action.document.discard', draftId: `drafts.${id}`}])
  }
})
