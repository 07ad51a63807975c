/**
 * An editor schedules a change instead of pressing Publish at that minute (Scheduled Drafts): a draft
 * of the About page's heading, scheduled through the Studio's own Schedule publish, is shown as
 * scheduled with its time, and at that time the stand-in Lake publishes it, its webhook reaches the
 * Lake-mode site, and /about shows the heading. Presentation, with that scheduled draft chosen as the
 * editor's perspective, previews the page as it will be at that time, while the drafts view previews the
 * draft; with the webhook lost at the time, the site's catch-up brings the heading to /about in its bound.
 *
 * The Studio's date field takes whole minutes in the future, so the earliest time is the next minute
 * but one (up to two minutes ahead): rather than wait for it, the test moves the stand-in's clock to
 * that time (`publishScheduledReleases`), which publishes exactly as the stand-in's timer does then.
 */
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {chooseDocumentAction, documentPaneSettled, goToStudio, openStudio} from './support/studio'

const HEADING = 'About Us: the 2027 challenge opens'

test('a draft of the About heading scheduled in the Studio shows as scheduled, with its time, and is on /about at that time', async ({
  studio,
  stack,
}) => {
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('option', {name: /^About page/}).click()
  await documentPaneSettled(studio)
  await studio.getByTestId('field-heading').getByRole('textbox').fill(HEADING)
  await expect.poll(() => stack.lake.store.get('drafts.aboutPage')?.heading).toBe(HEADING)

  const dialog = studio.getByRole('dialog', {name: 'Schedule draft for publishing'})
  await chooseDocumentAction(studio, /^Schedule publish/, dialog)
  // The next minute but one on the editor's clock, written as the field writes it ("Nov 28, 2026 14:32").
  const {written, at} = await studio.evaluate(() => {
    const when = new Date(Date.now() + 120_000)
    when.setSeconds(0, 0)
    const month = new Intl.DateTimeFormat('en-US', {month: 'short'}).format(when)
    const two = (value: number) => String(value).padStart(2, '0')
    return {
      written: `${month} ${when.getDate()}, ${when.getFullYear()} ${two(when.getHours())}:${two(when.getMinutes())}`,
      at: when.toISOString(),
    }
  })
  // The field takes what is typed once the editor presses Enter (or leaves it).
  const publishOn = dialog.getByRole('textbox', {name: /^Publish on/})
  await publishOn.fill(written)
  await publishOn.press('Enter')
  await dialog.getByRole('button', {name: 'Schedule', exact: true}).click()

  // A release of this one document, scheduled for that minute, holding the draft's heading; nothing published yet.
  const release = () => stack.lake.store.all().find((doc) => doc._type === 'system.release')
  await expect.poll(() => release()?.state).toBe('scheduled')
  expect(release()).toMatchObject({publishAt: at, metadata: {cardinality: 'one', releaseType: 'scheduled'}})
  const name = String(release()!.name)
  expect(stack.lake.store.get(`versions.${name}.aboutPage`)?.heading).toBe(HEADING)
  expect((await stack.page('/about')).html).not.toContain(HEADING)

  // The editor sees it scheduled, and when.
  await expect(studio.getByText(/^Scheduled to be published on /).first()).toBeVisible()

  // At that time (the stand-in's clock moved to it): published, announced once, on the site.
  expect(stack.lake.publishScheduledReleases(new Date(at))).toHaveLength(1)
  expect(stack.lake.store.get('aboutPage')?.heading).toBe(HEADING)
  await expect.poll(() => stack.lake.webhooks.filter(({documentId}) => documentId === 'aboutPage').map(({status}) => status)).toEqual([200])
  await firstResponseCarrying(stack, '/about', HEADING)
  await documentPaneSettled(studio)
})

test('Presentation previews the scheduled draft as it will be and the drafts view the draft; at its time, with the webhook lost, /about shows it', async ({
  studio,
  stack,
}) => {
  const store = stack.lake.store
  const draftHeading = 'About Us: a draft still being written'
  const scheduledHeading = 'About Us: the heading scheduled for launch morning'
  // A draft of the heading, and a scheduled draft of another, as the Studio sends them (its Schedule
  // publish is driven in the test above): a release of one document, its version, scheduled an hour ahead.
  const at = new Date(Date.now() + 3_600_000)
  at.setSeconds(0, 0)
  const name = `rAbout${Date.now().toString(36)}`
  const {_rev, _createdAt, _updatedAt, ...about} = store.get('aboutPage')!
  store.applyActions([
    {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.aboutPage',
      publishedId: 'aboutPage',
      patch: {set: {heading: draftHeading}},
    },
    {
      actionType: 'sanity.action.release.create',
      releaseId: name,
      metadata: {title: 'Scheduled publish', releaseType: 'scheduled', cardinality: 'one', intendedPublishAt: at.toISOString()},
    },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'aboutPage',
      document: {...about, _id: `versions.${name}.aboutPage`, heading: scheduledHeading},
    },
    {actionType: 'sanity.action.release.schedule', releaseId: name, publishAt: at.toISOString()},
  ])

  // Presentation opens on the drafts: the preview shows the draft's heading.
  await goToStudio(studio, stack.studioUrl, `/presentation?preview=${encodeURIComponent('/about')}`)
  const frame = studio.frameLocator('iframe').first()
  await expect(frame.getByText('Preview: exit')).toBeVisible({timeout: 90_000})
  await expect(frame.getByRole('heading', {name: draftHeading})).toBeVisible()
  // The editor picks the scheduled draft (its chip in the About page's pane sets the Studio's perspective):
  // the preview shows the page as it will be at that time; back on the draft, the draft's heading again.
  const pick = (chip: string) => studio.getByRole('button', {name: chip, exact: true}).click()
  await pick('Scheduled publish')
  await expect(studio).toHaveURL(new RegExp(`scheduledDraft=${name}`))
  await expect(frame.getByRole('heading', {name: scheduledHeading})).toBeVisible()
  await expect(frame.getByRole('heading', {name: draftHeading})).toHaveCount(0)
  await pick('Draft')
  await expect(frame.getByRole('heading', {name: draftHeading})).toBeVisible()
  expect((await stack.page('/about')).html).not.toContain(scheduledHeading)

  // At its time, the webhook lost: the catch-up brings the scheduled heading to visitors (and not the draft's).
  stack.sendWebhooks(false)
  expect(stack.lake.publishScheduledReleases(at)).toHaveLength(1)
  expect(store.get('aboutPage')?.heading).toBe(scheduledHeading)
  const shown = await firstResponseCarrying(stack, '/about', scheduledHeading, 60_000)
  expect(shown.html).not.toContain(draftHeading)
  expect(stack.lake.webhooks).toEqual([])
})
