/** What an editor does in the Presentation tool's preview: find a section by its visual-editing attribute, and drag it. */
import type {FrameLocator, Locator, Page} from '@playwright/test'

/** A call to action section as the Studio writes one: a heading and one button to another website. */
export const callToAction = ({key, heading}: {key: string; heading: string}) => ({
  _type: 'callToActionSection',
  _key: key,
  heading,
  buttons: [{_type: 'linkButton', _key: 'go', label: 'Go', url: `https://example.org/${key}`}],
})

/** A section's element in the preview: the one whose `data-sanity` names its item of the list `field` (sectionAttribute.ts). */
export const sectionIn = (frame: FrameLocator, field: string, key: string) => frame.locator(`[data-sanity*=";path=${field}:${key};"]`)

/** The keys of the list `field`'s sections in the order the preview draws them. */
export const previewOrder = (frame: FrameLocator, field: string) =>
  frame
    .locator(`[data-sanity*=";path=${field}:"]`)
    .evaluateAll(
      (elements, list) =>
        elements.map((element) => new RegExp(`;path=${list}:([^;]+)`).exec(element.getAttribute('data-sanity') ?? '')?.[1]),
      field,
    )

/**
 * Drags `dragged` above `target` with the mouse, as an editor does. The overlays start a drag on a
 * mousedown over the element they hover, and the innermost hovered element wins (a heading is an
 * overlay of its own, which drags nothing): so the press lands in the section's top padding, after a
 * move there. They drop where the last mousemove was, relative to the group's rects: just above the
 * target's inner part, i.e. at its top edge, is "before it" (@sanity/visual-editing dragAndDrop.ts).
 */
export async function dragAbove(page: Page, dragged: Locator, target: Locator) {
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
