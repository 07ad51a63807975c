/**
 * /innovation-summit (docs/product.md#innovation-summit-2025): the concluded 2025 online summit.
 */
import {expect, test, type Page} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {hydrated} from './support/page'
import {jsonLd} from './support/html'

test.describe.configure({timeout: 60_000})

const AGENDA_TYPE_LABELS = ['Opening', 'Keynote', 'Q&A', 'Presentation', 'Closing', 'Networking', 'Panel', 'Break', 'Workshop']

/** The play poster is a plain link until React takes it over; wait for that before clicking. */
const waitForHydratedPoster = (page: Page) => hydrated(page, '#recording button')

test.describe('what one load of /innovation-summit shows', () => {
  const test = testsReadingOneLoad('/innovation-summit', async (page) => {
    // The player is third-party: never let a test depend on reaching it.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort())
  })

  test('shows the summit dated 23 Sept 2025, 14:00–16:10 CEST (summer time), machine-readable, with one main heading', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    await expect(page.getByRole('heading', {level: 1})).toContainText('Innovation Summit')
    const hero = page.locator('section').first()
    await expect(hero).toContainText('23 Sept 2025')
    // The zone the date has in Europe/Zurich: central European summer time, whatever the dataset's label says.
    await expect(hero).toContainText('14:00–16:10 CEST')
    await expect(hero.locator('time', {hasText: '14:00'})).toHaveAttribute('datetime', '2025-09-23T14:00:00+02:00')
    await expect(hero.locator('time', {hasText: '16:10'})).toHaveAttribute('datetime', '2025-09-23T16:10:00+02:00')
  })

  test('is marked concluded: a thank-you banner and a winner announcement linking to /get-inspired', async ({page}) => {
    await expect(page.getByText('Event Concluded', {exact: true})).toBeVisible()
    const banner = page.locator('#thank-you')
    await expect(banner.getByRole('heading', {level: 2})).toHaveCount(2)
    const winnerLink = banner.getByRole('link')
    await expect(winnerLink).toHaveCount(1)
    await expect(winnerLink).toHaveAttribute('href', '/get-inspired')
    await expect(winnerLink).not.toHaveAttribute('target', /./)
  })

  test('"Event Concluded - Recording Above" is a statement, drawn like the disabled button it replaces, not a control', async ({page}) => {
    await expect(page.getByRole('button', {name: 'Event Concluded - Recording Above'})).toHaveCount(0)
    const statement = page.getByText('Event Concluded - Recording Above', {exact: true})
    await expect(statement).toBeVisible()
    expect(await statement.evaluate((element) => element.tagName)).toBe('P')
  })

  test('the keynote speaker card shows role, topic, portrait, bio and new-tab talk and website links', async ({page}) => {
    const keynote = page.locator('#keynote')
    await expect(keynote.getByRole('heading', {level: 2, name: 'Keynote Speaker'})).toBeVisible()
    const card = keynote.locator('article')
    await expect(card.getByRole('heading', {level: 3})).toHaveText(/\S/)
    // The portrait sits beside the name's heading: decorative, as everywhere on the site.
    await expect(card.locator('img')).toHaveAttribute('alt', '')
    await expect(card).toContainText('Topic:')
    await expect(card.locator('p')).not.toHaveCount(0)
    for (const name of [/Watch the Talk/, /Visit Website/]) {
      const link = card.getByRole('link', {name})
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the agenda lists times and type labels from 14:00 to before 16:10', async ({page}) => {
    const agenda = page.locator('#agenda')
    await expect(agenda.getByRole('heading', {level: 2, name: 'Agenda'})).toBeVisible()
    const items = agenda.getByRole('list', {name: 'Agenda'}).getByRole('listitem')
    await expect(items.nth(1)).toBeVisible()
    const times = await items.locator('time').allTextContents()
    expect(times[0]).toBe('14:00')
    expect(times).toEqual([...times].sort())
    for (const time of times) expect(time < '16:10').toBe(true)
    for (const item of await items.all()) {
      const text = (await item.textContent()) ?? ''
      expect(
        AGENDA_TYPE_LABELS.some((label) => text.endsWith(label)),
        text,
      ).toBe(true)
    }
  })
})

test.describe('/innovation-summit, loaded for each test', () => {
  test.beforeEach(async ({page}) => {
    // The player is third-party: never let a test depend on reaching it.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort())
    await page.goto('/innovation-summit')
  })

  test('the full recording loads from youtube-nocookie.com only after a click', async ({page}) => {
    const recording = page.locator('#recording')
    await expect(recording.getByRole('heading', {level: 2, name: 'Full Recording'})).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await waitForHydratedPoster(page)
    await recording.getByRole('button', {name: /^Play video/}).click()
    const player = recording.locator('iframe')
    await expect(player).toHaveCount(1, {timeout: 15_000})
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/)
    expect(page.context().pages()).toHaveLength(1)
  })

  test('closes with an invitation to the Annual Event in Geneva', async ({page}) => {
    const section = page.locator('#next-event')
    await expect(section.getByRole('heading', {level: 2})).toBeVisible()
    await section.getByRole('link').click()
    await expect(page).toHaveURL(/\/innovation-summit-geneve$/)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  })
})

// Read from the served HTML: no page load.
test('the prerendered HTML has title, description, canonical and schema.org Event data', async ({request}) => {
  const response = await request.get('/innovation-summit')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/Innovation Summit/)
  expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]).toBeTruthy()
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  expect(new URL(canonical!).pathname).toBe('/innovation-summit')
  const event = jsonLd(html).find((data) => data['@type'] === 'Event')
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.stringMatching(/Innovation Summit/),
    startDate: '2025-09-23T14:00:00+02:00',
    endDate: '2025-09-23T16:10:00+02:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: {'@type': 'VirtualLocation', url: expect.stringMatching(/\/innovation-summit$/)},
    organizer: {'@type': 'Organization', name: expect.any(String)},
  })
})
