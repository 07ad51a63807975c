/**
 * An editor schedules a change instead of pressing Publish at that minute (Scheduled Drafts): a draft
 * of the About page's heading, scheduled through the Studio's own Schedule publish, is shown as
 * scheduled with its time, and at that time the stand-in Lake publishes it, its webhook reaches the
 * Lake-mode site, and /about shows the heading.
 *
 * The Studio's date field takes whole minutes in the future, so the earliest time is the next minute
 * but one (up to two minutes ahead): rather than wait for it, the test moves the stand-in's clock to
 * that time (`publishScheduledReleases`), which publishes exactly as the stand-in's timer does then.
 */
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {chooseDocumentAction, documentPaneSettled, openStudio} from './support/studio'

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
