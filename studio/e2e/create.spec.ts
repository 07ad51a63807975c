/**
 * An editor creates a pilot in the Studio, fills its required fields, adds it to the Pilots page and
 * publishes both: its card is on /pilots and its case study is live at /pilot/{slug}.
 */
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {chooseInReferenceSearch, documentPaneSettled, openStudio, pressAgainUntil, publishUntil} from './support/studio'

test('a pilot created and published in the Studio, added to the Pilots page, is live on the site', async ({studio, stack}) => {
  // Every keystroke is a round trip to the stand-in: on a busy machine this editor's session takes minutes,
  // within the config's limit against a hang.
  const title = `Pledge Pathways ${Date.now() % 100000}`
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await openStudio(studio, stack.studioUrl, '/intent/create/template=pilot;type=pilot/')
  await studio.getByRole('tab', {name: 'All fields'}).click()

  await studio.getByRole('textbox', {name: 'Title', exact: true}).fill(title)
  await studio.getByRole('button', {name: 'Generate'}).click()
  await expect(studio.getByRole('textbox', {name: 'Web address (slug)'})).toHaveValue(slug)
  await studio.getByRole('textbox', {name: 'Partner organisations'}).fill('Northbridge Relief and Lumen Aid')
  await studio.getByRole('combobox', {name: 'Icon'}).selectOption({index: 1})
  await studio.getByRole('combobox', {name: 'Category'}).selectOption('Platform Innovation')
  await studio
    .getByRole('textbox', {name: 'Short description'})
    .fill('A pilot that lets supporters pledge a path of monthly gifts and see where each one goes.')

  const features = studio.getByTestId('field-keyFeatures')
  for (const [index, feature] of ['Monthly pledges', 'Goal: 300 pledgers', 'Target: +20% retention', 'Piloted in 1 market'].entries()) {
    await features.getByRole('button', {name: 'Add item'}).click()
    await features.getByRole('textbox').nth(index).fill(feature)
  }

  const sections = studio.getByTestId('field-sections')
  // The array's menu can close as the new document's form re-renders after a save, and on a busy
  // machine a click on its item can land long after Playwright gave up on it: what counts is the new
  // section's dialog opening, so open the menu and choose again until it has.
  const textSection = studio.getByRole('menuitem', {name: 'Text section'})
  const sectionHeading = studio.getByRole('textbox', {name: 'Section heading'})
  await pressAgainUntil(
    "adding a Text section from the sections' Add item menu",
    async () => {
      if (!(await sectionHeading.isVisible())) {
        if (!(await textSection.isVisible())) await sections.getByRole('button', {name: 'Add item'}).click({timeout: 5_000})
        await textSection.click({timeout: 5_000}).catch(() => undefined)
      }
      await expect(sectionHeading).toBeVisible({timeout: 5_000})
    },
    90_000,
  )
  await studio.getByRole('textbox', {name: 'Section heading'}).fill('About')
  await studio.locator('[contenteditable="true"]').last().click()
  // One input event for the sentence (as a paste is), not one per character.
  await studio.keyboard.insertText('Supporters choose a path of monthly gifts and see what each one made possible.')
  // Close the section's dialog: while it is open, a click on Publish only closes it.
  await pressAgainUntil(
    "closing the section's dialog",
    async () => {
      await studio.keyboard.press('Escape')
      await expect(studio.getByRole('dialog')).toHaveCount(0, {timeout: 2_000})
    },
    30_000,
  )

  // Publish once the Studio has saved the whole draft (the section's text last), as an editor waits for "Saved".
  await expect
    .poll(() => JSON.stringify(stack.lake.store.all().find((doc) => doc.title === title && doc._id.startsWith('drafts.'))?.sections ?? []))
    .toContain('see what each one made possible.')
  const publishedPilot = () => stack.lake.store.all().find((doc) => doc.title === title && !doc._id.startsWith('drafts.'))
  await publishUntil(studio, () => publishedPilot() !== undefined)
  const pilotId = publishedPilot()!._id

  // Add it to the Pilots page (same page load: the desk navigates within the app).
  await studio.getByRole('option', {name: /^Pilots page/}).click()
  await documentPaneSettled(studio)
  const pilots = studio.getByTestId('field-pilots')
  // The new card's search box. The cards already listed show as previews, with no search box.
  const cardSearch = pilots.getByRole('combobox')
  // On a busy machine a click on Add item can land while the page's form re-renders and be dropped (seen
  // with one core kept busy): press it again until the new card's search box shows, and never twice
  // for one card.
  await pressAgainUntil(
    'adding a card to the Pilots page',
    async () => {
      if ((await cardSearch.count()) === 0) await pilots.getByRole('button', {name: 'Add item'}).click({timeout: 5_000})
      await expect(cardSearch).toHaveCount(1, {timeout: 20_000})
    },
    90_000,
  )
  await chooseInReferenceSearch(studio, cardSearch, title, 'finding the new pilot in the card search')
  // Publish once the Studio has saved the added card to the page's draft, a weak reference to the
  // published pilot (list entries are weak: unpublishing a pilot takes its card off), as an editor waits for "Saved".
  await expect
    .poll(() => {
      const card = (stack.lake.store.get('drafts.pilotsPage')?.pilots as Record<string, unknown>[] | undefined)?.find(
        ({_ref}) => _ref === pilotId,
      )
      return card?._weak === true && !('_strengthenOnPublish' in card)
    })
    .toBe(true)
  await publishUntil(studio, () =>
    Boolean((stack.lake.store.get('pilotsPage')?.pilots as {_ref: string}[] | undefined)?.some(({_ref}) => _ref === pilotId)),
  )
  await firstResponseCarrying(stack, '/pilots', title)

  // The case study: a slug published after the build renders on its first request.
  await firstResponseCarrying(stack, `/pilot/${slug}`, title)
})
