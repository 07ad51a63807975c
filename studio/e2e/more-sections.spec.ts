/**
 * An editor adds a call to action to the About page, a fixed page, without a developer: the About
 * page's "More sections" tab, the builder's Call to action from its insert menu, published → on /about
 * within seconds, after the page's own sections, with nothing rebuilt. In the Presentation tool's
 * preview, the page's more sections are dragged into another order, as a page made in the Studio's are.
 */
import {eventually} from '@site/test-harness/eventually'
import {expect, test} from './support/fixtures'
import {callToAction, dragAbove, previewOrder, sectionIn} from './support/presentation'
import {firstResponseCarrying} from './support/site'
import {
  addArrayItem,
  addSection,
  arrayField,
  closeDialogs,
  documentPaneSettled,
  goToStudio,
  openStudio,
  pressAgainUntil,
  publishUntil,
} from './support/studio'

const HEADING = 'Join the 2027 challenge'

test('a call to action added to the About page’s More sections is on /about within seconds of its publish, after the team', async ({
  studio,
  stack,
}) => {
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('option', {name: /^About page/}).click()
  await documentPaneSettled(studio)
  const field = studio.getByTestId('field-moreSections')
  await pressAgainUntil(
    'opening the About page’s More sections',
    async () => {
      await studio.getByRole('tab', {name: 'More sections'}).click({timeout: 5_000})
      await expect(field).toBeVisible({timeout: 5_000})
    },
    60_000,
  )

  const heading = studio.getByRole('dialog').last().getByRole('textbox', {name: 'Heading', exact: true})
  await addSection(studio, 'Call to action', heading, 'moreSections')
  await heading.fill(HEADING)
  const buttonText = studio.getByRole('textbox', {name: 'Button text'})
  await addArrayItem(studio, arrayField(studio, 'One or two buttons'), buttonText)
  await buttonText.fill('Nominate a concept')
  await studio.getByRole('textbox', {name: 'Another website'}).fill('https://example.org/nominate-2027')
  await closeDialogs(studio)

  // Publish once the Studio has saved the whole draft (the button's address last), as an editor waits for "Saved".
  await expect.poll(() => JSON.stringify(stack.lake.store.get('drafts.aboutPage')?.moreSections ?? [])).toContain('nominate-2027')
  const published = () => JSON.stringify(stack.lake.store.get('aboutPage')?.moreSections ?? [])
  await publishUntil(studio, () => published().includes('nominate-2027'))

  // Within seconds of the publish, through the webhook: the page's own content, then the call to action.
  await expect
    .poll(
      async () => {
        const {status, html} = await stack.page('/about')
        return status === 200 && html.includes(HEADING) && html.indexOf(HEADING) > html.indexOf('id="team"')
      },
      {timeout: 10_000},
    )
    .toBe(true)
  const {html} = await stack.page('/about')
  expect(html).toContain('https://example.org/nominate-2027')
  expect(html.match(/<h1/g)).toHaveLength(1)
})

test('in the Presentation tool, an editor drags the About page’s second more section above the first: the draft and the preview take the new order', async ({
  studio,
  stack,
}) => {
  const first = {key: 'nominate', heading: 'Nominate a concept'}
  const second = {key: 'rules', heading: 'Read the rules first'}
  stack.lake.store.applyMutations([{patch: {id: 'aboutPage', set: {moreSections: [callToAction(first), callToAction(second)]}}}])
  const published = await firstResponseCarrying(stack, '/about', second.heading)
  // A visitor's page: no visual-editing attribute.
  expect(published.html).not.toContain('data-sanity')

  await goToStudio(studio, stack.studioUrl, `/presentation?preview=${encodeURIComponent('/about')}`)
  const frame = studio.frameLocator('iframe').first()
  await expect(frame.getByText('Preview: exit')).toBeVisible({timeout: 90_000})
  await expect(sectionIn(frame, 'moreSections', second.key)).toBeVisible()
  expect(await previewOrder(frame, 'moreSections')).toEqual([first.key, second.key])

  const keysOf = (id: string) => ((stack.lake.store.get(id)?.moreSections as {_key: string}[] | undefined) ?? []).map(({_key}) => _key)
  const reordered = [second.key, first.key].join()
  // As in presentation-drag.spec.ts: the overlays take a drag once connected; an editor drags again.
  await pressAgainUntil(
    'dragging the second more section above the first in the preview',
    async () => {
      if (keysOf('drafts.aboutPage').join() !== reordered)
        await dragAbove(studio, sectionIn(frame, 'moreSections', second.key), sectionIn(frame, 'moreSections', first.key))
      await eventually(
        () => keysOf('drafts.aboutPage').join(),
        (order) => order === reordered,
        'the draft in the new order',
        {timeoutMs: 5_000},
      )
    },
    90_000,
  )
  // The preview is drawn again from the draft once the Studio saved it.
  await eventually(
    async () => (await previewOrder(frame, 'moreSections')).join(),
    (order) => order === reordered,
    'the preview drawing the more sections in the new order',
  )
  // Not published: visitors keep the old order.
  expect(keysOf('aboutPage')).toEqual([first.key, second.key])
  const visitor = await stack.page('/about')
  expect(visitor.html.indexOf(first.heading)).toBeLessThan(visitor.html.indexOf(second.heading))
})
