/**
 * An editor duplicates a pilot that was renamed before: the copy starts with no earlier addresses
 * (so, published, it could not hold the original's old links) and a slug of its own.
 */
import {expect, test} from './support/fixtures'
import {chooseDocumentAction, openStudio} from './support/studio'

test('a duplicated pilot has no earlier addresses and a slug of its own', async ({studio, stack}) => {
  const id = 'pilot-insight-hub-predict'
  // The pilot was published under another address before (what the Publish button records on a rename).
  stack.lake.store.applyMutations([{patch: {id, set: {previousSlugs: ['insighthub']}}}])
  const title = String(stack.lake.store.get(id)?.title)
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${id}`)
  await expect(studio.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue(title)
  const copies = () => stack.lake.store.all().filter((doc) => doc._type === 'pilot' && doc.title === title && !doc._id.endsWith(id))
  const before = copies().length

  await chooseDocumentAction(studio, /^Duplicate/)
  await expect.poll(() => copies().length).toBe(before + 1)
  const copy = copies().at(-1)!
  expect(copy._id).toMatch(/^drafts\./)
  expect(copy.previousSlugs).toBeUndefined()
  expect(copy.slug).toEqual({_type: 'slug', current: 'insight-hub-predict-copy'})
  expect(stack.lake.store.get(id)?.previousSlugs).toEqual(['insighthub'])
  // The Studio opens the copy.
  await expect(studio).toHaveURL(new RegExp(copy._id.replace(/^drafts\./, '')))
  await expect(studio.getByRole('textbox', {name: 'Web address (slug)'})).toHaveValue('insight-hub-predict-copy')
})
