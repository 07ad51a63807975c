/**
 * /innovation-summit-geneve (docs/product.md#annual-event): the Annual Event, 15 Nov
 * 2025, virtual and Geneva, 5000+ attendees, with Register buttons that do nothing yet.
 */
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {jsonLd} from './support/html'

test.describe.configure({timeout: 60_000})

test.describe('what one load of /innovation-summit-geneve shows', () => {
  const test = testsReadingOneLoad('/innovation-summit-geneve')

  test('presents the Annual Event: 15 Nov 2025, virtual and Geneva, 5000+ attendees', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Annual Event')
    const hero = page.locator('section').first()
    await expect(hero).toContainText('15 Nov 2025')
    await expect(hero).toContainText(/virtual and Geneva/i)
    await expect(hero).toContainText('5000+')
    await expect(hero.locator('dl')).not.toContainText(/attendees.*attendees/i)
  })

  test('states early bird pricing until 15 Oct 2025', async ({page}) => {
    await expect(page.getByText(/early bird pricing.*until 15 Oct 2025/i).first()).toBeVisible()
  })

  test('the Register buttons do nothing: disabled, with an explanation announced with them', async ({page}) => {
    const buttons = page.getByRole('button', {name: 'Register Now'})
    await expect(buttons.first()).toBeVisible()
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(/Registration is not open yet/)
    }
    await expect(page.getByRole('link', {name: /Register/})).toHaveCount(0)
  })

  test('shows placeholder speakers and a placeholder agenda', async ({page}) => {
    const speakers = page.locator('#speakers')
    await expect(speakers.getByRole('heading', {level: 2, name: 'Speakers'})).toBeVisible()
    await expect(speakers.getByRole('heading', {level: 3})).not.toHaveCount(0)
    const agenda = page.locator('#agenda')
    await expect(agenda.getByRole('heading', {level: 2, name: 'Agenda'})).toBeVisible()
    await expect(agenda.getByRole('listitem')).not.toHaveCount(0)
    // Each time names its zone, computed for 15 Nov 2025 in Geneva (standard time), and carries its offset.
    const first = agenda.getByRole('listitem').first()
    await expect(first.locator('time')).toHaveAttribute('datetime', /^2025-11-15T\d{2}:\d{2}:00\+01:00$/)
    await expect(first).toContainText('CET')
  })

  test('links to the call for nominations', async ({page}) => {
    await expect(page.locator('#nominate').getByRole('link')).toHaveAttribute('href', '/nominate-beacon')
  })
})

// Read from the served HTML: no page load.
test('the prerendered HTML has its canonical URL and a schema.org Event held in Geneva and online', async ({request}) => {
  const html = await (await request.get('/innovation-summit-geneve')).text()
  expect(new URL(/<link rel="canonical" href="([^"]*)"/.exec(html)![1]!).pathname).toBe('/innovation-summit-geneve')
  const data = jsonLd(html)
  expect(data.find((item) => item['@type'] === 'Event')).toMatchObject({
    name: 'Annual Event',
    startDate: '2025-11-15',
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: [
      {'@type': 'Place', name: 'Geneva', address: {addressLocality: 'Geneva'}},
      {'@type': 'VirtualLocation', url: expect.stringMatching(/^https?:\/\//)},
    ],
  })
})
