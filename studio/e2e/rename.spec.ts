/**
 * An editor renames a pilot's address: the document keeps the old slug and the old address sends
 * visitors to the new one.
 */
import type {LakeDocument} from '@site/lake-standin'
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {openStudio, publishUntil} from './support/studio'

const slugOf = (doc: LakeDocument | null) => (doc?.slug as {current?: string} | undefined)?.current

test('a renamed slug is published, recorded as a previous slug, and the old address redirects', async ({studio, stack}) => {
  const oldSlug = 'metaminding-lab'
  const newSlug = 'metaminding-lab-for-donors'
  await openStudio(studio, stack.studioUrl, '/structure/pilot;pilot-metaminding-lab')
  const slug = studio.getByRole('textbox', {name: 'Web address (slug)'})
  await expect(slug).toHaveValue(oldSlug)
  await slug.fill(newSlug)
  // Publish once the Studio has saved the draft with the new slug, as an editor waits for "Saved"; a
  // Publish pressed while that save is pending can be replaced by it (see publishUntil).
  await expect.poll(() => slugOf(stack.lake.store.get('drafts.pilot-metaminding-lab'))).toBe(newSlug)
  await publishUntil(studio, () => slugOf(stack.lake.store.get('pilot-metaminding-lab')) === newSlug)
  await expect.poll(() => stack.lake.webhooks.find(({body}) => body.includes(newSlug))?.status).toBe(200)

  expect(stack.lake.store.get('pilot-metaminding-lab')?.previousSlugs).toEqual([oldSlug])
  await expect
    .poll(async () => {
      const {status, location} = await stack.page(`/pilot/${oldSlug}`)
      return [status, location]
    })
    .toEqual([308, `/pilot/${newSlug}`])
  await firstResponseCarrying(stack, `/pilot/${newSlug}`, 'MetaMinding')
})
