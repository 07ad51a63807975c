/**
 * An editor reorders a page made in the Studio in the Presentation tool's preview itself: the second
 * section dragged above the first, the draft takes the new order and the preview shows it, while
 * the published page (and every visitor) keeps the old one, its HTML carrying no `data-sanity`
 * attribute. The launch content has no such page, so the test publishes one before it starts.
 */
import type {FrameLocator, Locator, Page} from '@playwright/test'
import type {LakeDocument} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {goToStudio, pressAgainUntil} from './support/studio'

const PAGE_ID = 'page-drag-in-preview'
const SLUG = 'challenge-dates'
const FIRST = {key: 'nominate', heading: 'Nominate a concept'}
const SECOND = {key: 'rules', heading: 'Read the rules first'}

const callToAction = ({key, heading}: typeof FIRST) => ({
  _type: 'callToActionSection',
  _key: key,
  heading,
  buttons: [{_type: 'linkButton', _key: 'go', label: 'Go', url: `https://example.org/${key}`}],
})

const keysOf = (doc: LakeDocument | null) => ((doc?.sections as {_key: string}[] | undefined) ?? []).map(({_key}) => _key)

/** A section's element in the preview: the one whose `data-sanity` names its array item (sectionAttribute.ts). */
const sectionIn = (frame: FrameLocator, key: string) => frame.locator(`[data-sanity*=";path=sections:${key};"]`)

/** The sections' keys in the order the preview draws them. */
const previewOrder = (frame: FrameLocator) =>
  frame
    .locator('[data-sanity*=";path=sections:"]')
    .evaluateAll((elements) => elements.map((element) => /;path=sections:([^;]+)/.exec(element.getAttribute('data-sanity') ?? '')?.[1]))

/**
 * Drags `dragged` above `target` with the mouse, as an editor does. The overlays start a drag on a
 * mousedown over the element they hover, and the innermost hovered element wins (a heading is an
 * overlay of its own, which drags nothing): so the press lands in the section's top padding, after a
 * move there. They drop where the last mousemove was, relative to the group's rects: just above the
 * target's inner part, i.e. at its top edge, is "before it" (@sanity/visual-editing dragAndDrop.ts).
 */
async function dragAbove(page: Page, dragged: Locator, target: Locator) {
  // The target's top edge in view, the dragged section (right below it) under the pointer.
  await target.evaluate((element) => element.scrollIntoView({block: 'start'}))
  const from = (await dragged.boundingBox())!
  const to = (await target.boundingBox())!
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + 10)
  await page.mouse.move(x, from.y + 14, {steps: 2})
  await page.mouse.down()
  await page.mouse.move(x, to.y + 2, {steps: 20})
  await page.mouse.up()
}

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
  await expect(sectionIn(frame, SECOND.key)).toBeVisible()
  expect(await previewOrder(frame)).toEqual([FIRST.key, SECOND.key])

  const draftOrder = () => keysOf(stack.lake.store.get(`drafts.${PAGE_ID}`))
  const reordered = [SECOND.key, FIRST.key]
  // The overlays take a drag only once they have connected to the Studio and loaded the document
  // (until then a press does nothing), which can come after the preview shows: like an editor whose
  // first drag did nothing, drag again until the draft changes (a broken drag still fails).
  await pressAgainUntil(
    'dragging the second section above the first in the preview',
    async () => {
      if (draftOrder().join() !== reordered.join()) await dragAbove(studio, sectionIn(frame, SECOND.key), sectionIn(frame, FIRST.key))
      await eventually(draftOrder, (order) => order.join() === reordered.join(), 'the draft in the new order', {timeoutMs: 5_000})
    },
    90_000,
  )
  // The whole sections moved, not only their keys.
  expect(stack.lake.store.get(`drafts.${PAGE_ID}`)?.sections).toEqual([callToAction(SECOND), callToAction(FIRST)])
  await eventually(
    () => previewOrder(frame),
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
