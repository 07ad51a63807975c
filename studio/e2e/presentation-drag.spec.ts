/**
 * An editor reorders a page made in the Studio in the Presentation tool's preview itself: the second
 * section dragged above the first, the draft takes the new order and the preview shows it, while
 * the published page (and every visitor) keeps the old one, its HTML carrying no `data-sanity`
 * attribute. The launch content has no such page, so the test publishes one before it starts.
 */
import type {LakeDocument} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {callToAction, dragAbove, previewOrder, sectionIn} from './support/presentation'
import {goToStudio, pressAgainUntil} from './support/studio'

const PAGE_ID = 'page-drag-in-preview'
const SLUG = 'challenge-dates'
const FIRST = {key: 'nominate', heading: 'Nominate a concept'}
const SECOND = {key: 'rules', heading: 'Read the rules first'}

const keysOf = (doc: LakeDocument | null) => ((doc?.sections as {_key: string}[] | undefined) ?? []).map(({_key}) => _key)

test('an editor drags the second section above the first in the preview: the draft and the preview take the new order, visitors keep theirs', async ({
  studio,
  stack,
}) => {
  stack.lake.store.publishNew({
    _id: PAGE_ID,
    _type: 'page',
    title: 'Challenge dates',
    seoDescription: 'When to nominate a concept, and the rules that apply.',
    slug: {_type: 'slug', current: SLUG},
    sections: [callToAction(FIRST), callToAction(SECOND)],
  })
  const published = await firstResponseCarrying(stack, `/${SLUG}`, SECOND.heading)
  // A visitor's page: no visual-editing attribute, whatever draft mode adds for editors.
  expect(published.html).not.toContain('data-sanity')

  await goToStudio(studio, stack.studioUrl, `/presentation?preview=${encodeURIComponent(`/${SLUG}`)}`)
  const frame = studio.frameLocator('iframe').first()
  await expect(frame.getByText('Preview: exit')).toBeVisible({timeout: 90_000})
  await expect(sectionIn(frame, 'sections', SECOND.key)).toBeVisible()
  expect(await previewOrder(frame, 'sections')).toEqual([FIRST.key, SECOND.key])

  const draftOrder = () => keysOf(stack.lake.store.get(`drafts.${PAGE_ID}`))
  const reordered = [SECOND.key, FIRST.key]
  // The overlays take a drag only once they have connected to the Studio and loaded the document
  // (until then a press does nothing), which can come after the preview shows: like an editor whose
  // first drag did nothing, drag again until the draft changes (a broken drag still fails).
  await pressAgainUntil(
    'dragging the second section above the first in the preview',
    async () => {
      if (draftOrder().join() !== reordered.join())
        await dragAbove(studio, sectionIn(frame, 'sections', SECOND.key), sectionIn(frame, 'sections', FIRST.key))
      await eventually(draftOrder, (order) => order.join() === reordered.join(), 'the draft in the new order', {timeoutMs: 5_000})
    },
    90_000,
  )
  // The whole sections moved, not only their keys.
  expect(stack.lake.store.get(`drafts.${PAGE_ID}`)?.sections).toEqual([callToAction(SECOND), callToAction(FIRST)])
  await eventually(
    () => previewOrder(frame, 'sections'),
    (order) => order.join() === reordered.join(),
    'the preview drawing the sections in the new order',
  )
  const headings = frame.locator('main h2')
  await expect(headings.nth(0)).toContainText(SECOND.heading)
  await expect(headings.nth(1)).toContainText(FIRST.heading)

  // Not published: the published page and what visitors get keep the old order, without attributes.
  expect(keysOf(stack.lake.store.get(PAGE_ID))).toEqual([FIRST.key, SECOND.key])
  const visitor = await stack.page(`/${SLUG}`)
  expect(visitor.status).toBe(200)
  expect(visitor.html.indexOf(FIRST.heading)).toBeLessThan(visitor.html.indexOf(SECOND.heading))
  expect(visitor.html).not.toContain('data-sanity')
})
