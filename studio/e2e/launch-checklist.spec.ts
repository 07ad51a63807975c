/**
 * The launch checklist in the built Studio, against the Content Lake stand-in: it counts what the
 * rules find in the published content (per kind and in total); an item opens its document at its
 * field, which warns "Sample content: replace before launch"; the replaced value shows as fixed in a
 * draft, and once published the item and one from the count are gone; a fix another editor publishes
 * while the list is open takes its item off without a reload. A scheduled release that would publish a
 * placeholder is listed before its time under its kind, naming the release and the time.
 */
import {checkDocuments, groupByKind, type Document} from '@site/launch-check'
import type {Page} from '@playwright/test'
import {expect, test} from './support/fixtures'
import {documentPaneSettled, goToStudio, pressAgainUntil, publishUntil} from './support/studio'

const openItems = (count: number) => `${count} open ${count === 1 ? 'item' : 'items'}`

/** The checklist's figures as the rules give them for what the stand-in holds now. */
const expectedGroups = (documents: unknown[]) => groupByKind(checkDocuments(documents as Document[]))

async function expectCounts(studio: Page, documents: unknown[]) {
  const groups = expectedGroups(documents)
  await expect(studio.getByTestId('launch-total')).toHaveText(openItems(groups.reduce((sum, group) => sum + group.items.length, 0)))
  for (const group of groups) {
    await expect(studio.getByTestId(`launch-kind-${group.kind}`).getByTestId('launch-kind-count'), group.kind).toHaveText(
      String(group.items.length),
    )
  }
}

/** Closes the editing dialogs the field opened in, innermost first, with their close buttons. */
async function closeDialogs(studio: Page) {
  const dialogs = studio.getByRole('dialog')
  // A dialog's close button can re-render under the click while the field settles: press it again.
  await pressAgainUntil(
    'closing the editing dialogs',
    async () => {
      if (await dialogs.count()) await dialogs.last().getByRole('button', {name: /close/i}).first().click({timeout: 2_000})
      await expect(dialogs).toHaveCount(0, {timeout: 2_000})
    },
    30_000,
  )
}

test('the checklist counts the open items, opens one at its field, and drops it once the fix is published', async ({studio, stack}) => {
  const store = stack.lake.store
  const openedAt = Date.now()
  await goToStudio(studio, stack.studioUrl, '/launch-checklist')
  await expect(studio.getByTestId('launch-total')).toBeVisible()
  console.log(`Launch checklist on the launch dataset: list shown ${((Date.now() - openedAt) / 1000).toFixed(2)} s after going to it`)
  await expectCounts(studio, store.all())
  const samplesBefore = expectedGroups(store.all()).find((group) => group.kind === 'sample')!.items.length

  // Find the item by its words, and follow it to its field, deep in a case-study section.
  const filter = studio.getByRole('textbox', {name: 'Filter the checklist'})
  await filter.fill('Priya Natarajan')
  const path = 'sections[_key=="k2m"].implementers[_key=="k2n"].name'
  const nameItem = studio.locator(`[data-testid="launch-item"][data-document-id="pilot-metaminding-lab"][data-path='${path}']`)
  await expect(nameItem).toContainText('Pilot: MetaMinding Lab › Implementers › 1 › Name')
  await expect(nameItem).toContainText('“Priya Natarajan (sample)”: Sample content: replace before launch')
  await nameItem.getByRole('link').click()
  await documentPaneSettled(studio)

  // The pilot opens with the implementer's own editing dialog, its Name field marked with the warning.
  await expect(studio).toHaveURL(/pilot-metaminding-lab/)
  const field = studio.getByRole('dialog').getByTestId(`field-${path}`)
  const name = field.getByRole('textbox', {name: 'Name', exact: true})
  await expect(name).toHaveValue('Priya Natarajan (sample)')
  await expect(name).toBeInViewport()
  await expect(name).toBeFocused()
  await field.getByTestId('input-validation-icon-warning').hover()
  await expect(
    studio.getByText('Sample content: replace before launch (“(sample)” marks a made-up name or text).').filter({visible: true}).first(),
  ).toBeVisible()

  await name.fill('Priya Natarajan')
  const draftName = () => JSON.stringify(store.get('drafts.pilot-metaminding-lab')?.sections ?? []).includes('"name":"Priya Natarajan"')
  await expect.poll(draftName).toBe(true)
  // Close the dialogs (the implementer's, then its section's): while one is open, a click elsewhere only closes it.
  await closeDialogs(studio)

  // Back on the checklist (the top bar, no reload): the draft fixes it, but until it is published the item stays.
  const toChecklist = () => studio.getByRole('link', {name: 'Launch checklist'}).click()
  await toChecklist()
  await filter.fill('Priya Natarajan')
  await expect(nameItem).toContainText('Fixed in a draft: publish to clear')
  await expectCounts(studio, store.all())

  // The item still leads to the pilot, where Publish clears it.
  await nameItem.getByRole('link').click()
  await documentPaneSettled(studio)
  await expect(name).toHaveValue('Priya Natarajan')
  await closeDialogs(studio)
  const published = () => JSON.stringify(store.get('pilot-metaminding-lab')?.sections ?? []).includes('"name":"Priya Natarajan"')
  await publishUntil(studio, published)

  await toChecklist()
  await expectCounts(studio, store.all())
  await expect(studio.getByTestId('launch-kind-sample').getByTestId('launch-kind-count')).toHaveText(String(samplesBefore - 1))
  await filter.fill('Priya Natarajan')
  // The item is gone; the rest of the checklist is still there.
  await expect(nameItem).toHaveCount(0)
  await filter.fill('MetaMinding')
  await expect(studio.locator('[data-testid="launch-item"][data-document-id="pilot-metaminding-lab"]').first()).toBeVisible()

  // Another editor publishes a fix while the list is open: it follows, with no reload.
  await studio.evaluate(() => ((window as unknown as {stayedOpen: boolean}).stayedOpen = true))
  await filter.fill('Hana Sato')
  const otherItem = studio.locator('[data-testid="launch-item"][data-document-id="team-hana-sato"][data-path="name"]')
  await expect(otherItem).toBeVisible()
  const hana = store.get('team-hana-sato')!
  store.applyMutations([{patch: {id: 'team-hana-sato', ifRevisionID: hana._rev, set: {name: 'Hana Sato'}}}])
  await expect(otherItem).toHaveCount(0)
  await expect(studio.getByTestId('launch-kind-sample').getByTestId('launch-kind-count')).toHaveText(String(samplesBefore - 2))
  await expectCounts(studio, store.all())
  expect(await studio.evaluate(() => (window as unknown as {stayedOpen?: boolean}).stayedOpen)).toBe(true)
})

test('a scheduled release that would publish sample text is listed before its time, naming the release and the time', async ({
  studio,
  stack,
}) => {
  const store = stack.lake.store
  // A release scheduled a day ahead, as the Studio sends it, whose version of the About page holds a made-up heading.
  const at = new Date(Date.now() + 86_400_000)
  at.setUTCHours(9, 0, 0, 0)
  const name = 'rSummitMorning'
  const {_rev, _createdAt, _updatedAt, ...about} = store.get('aboutPage')!
  store.applyActions([
    {actionType: 'sanity.action.release.create', releaseId: name, metadata: {title: 'Summit morning', releaseType: 'scheduled'}},
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'aboutPage',
      document: {...about, _id: `versions.${name}.aboutPage`, heading: 'About Us (sample)'},
    },
    {actionType: 'sanity.action.release.schedule', releaseId: name, publishAt: at.toISOString()},
  ])
  await goToStudio(studio, stack.studioUrl, '/launch-checklist')
  const scheduled = studio.getByTestId('launch-kind-scheduled')
  await expect(scheduled.getByTestId('launch-kind-count')).toHaveText('1')
  const when = `${new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'}).format(at)} at 09:00 UTC`
  const item = scheduled.getByTestId('launch-item')
  await expect(item).toContainText(`“About Us (sample)”: Scheduled to publish in “Summit morning” on ${when}: Sample content`)
  // It opens the About page in that release.
  await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`perspective=${name}`))
  await expectCounts(studio, store.all())
})
