/**
 * An editor adds a call to action to the About page, a fixed page, without a developer: the About
 * page's "More sections" tab, the builder's Call to action from its insert menu, published → on /about
 * within seconds, after the page's own sections, with nothing rebuilt.
 */
import {expect, test} from './support/fixtures'
import {
  addArrayItem,
  addSection,
  arrayField,
  closeDialogs,
  documentPaneSettled,
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
