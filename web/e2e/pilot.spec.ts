/**
 * /pilot/{slug} (docs/product.md#pilot-case-studies, #content-model, #figures): every case study is labelled PILOT, credits
 * the sponsor, links back to /pilots at the top ("Back to Pilots") and bottom ("Back to All Pilots"),
 * and has a Get Involved button to /innovation-summit. The sections and figures of the spec are shown,
 * outbound links open in a new tab, and an unknown slug is the not-found page.
 */
import {expect, test, type Page} from '@playwright/test'
import {MILESTONE_LABELS, PILOT_SECTIONS, PILOT_SLUGS as SLUGS} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

const main = (page: Page) => page.getByRole('main')
/** The section a heading opens (sections are not landmarks: their headings name them). */
const region = (page: Page, name: string) => main(page).getByRole('heading', {name, exact: true}).locator('xpath=ancestor::section[1]')

async function expectHeadings(page: Page, expected: readonly string[]) {
  for (const name of expected) await expect(region(page, name), name).toBeVisible()
}

// One page load per case study, each check a step of its own.
for (const slug of SLUGS) {
  test(`${slug}: labelled PILOT, one h1, sponsor line, back links, Get Involved, outbound links in new tabs`, async ({page}) => {
    await page.goto(`/pilot/${slug}`)
    await expect(main(page).getByText('PILOT', {exact: true})).toBeVisible()
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    await expect(
      main(page)
        .getByText(/This pilot is sponsored by/)
        .first(),
    ).toBeVisible()

    const back = main(page).getByRole('link', {name: 'Back to Pilots', exact: true})
    const backAll = main(page).getByRole('link', {name: 'Back to All Pilots', exact: true})
    await expect(back).toHaveAttribute('href', '/pilots')
    await expect(backAll).toHaveAttribute('href', '/pilots')
    const [backBox, backAllBox] = [await back.boundingBox(), await backAll.boundingBox()]
    expect(backBox!.y).toBeLessThan(backAllBox!.y)

    await expect(main(page).getByRole('link', {name: 'Get Involved'})).toHaveAttribute('href', '/innovation-summit')

    await test.step('every outbound link opens in a new tab with rel="noopener noreferrer"', async () => {
      const outbound = main(page).locator('a[href^="http"]')
      expect(await outbound.count()).toBeGreaterThan(0)
      for (const link of await outbound.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })
  })
}

test('the sponsor is credited with a link to its site, opening in a new tab', async ({page}) => {
  await page.goto('/pilot/givify')
  const sponsored = region(page, 'Sponsored by')
  await expect(sponsored).toContainText(/This pilot is sponsored by/)
  // One link to the sponsor, on its name: the logo beside it is a picture, not the same link again.
  const link = sponsored.getByRole('link')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('href', /^https:\/\//)
  await expect(link).toHaveAttribute('target', '_blank')
})

test('Back to Pilots and Get Involved lead to /pilots and /innovation-summit', async ({page}) => {
  await page.goto('/pilot/unhcr-us')
  await main(page).getByRole('link', {name: 'Back to Pilots', exact: true}).click()
  await expect(page).toHaveURL(/\/pilots$/, {timeout: 30_000})
  await page.goto('/pilot/unhcr-us')
  await main(page).getByRole('link', {name: 'Back to All Pilots', exact: true}).click()
  await expect(page).toHaveURL(/\/pilots$/, {timeout: 30_000})
  await page.goto('/pilot/unhcr-us')
  await main(page).getByRole('link', {name: 'Get Involved'}).click()
  await expect(page).toHaveURL(/\/innovation-summit$/, {timeout: 30_000})
})

test('Givify: its sections, timeline M1 kick-off to M6 pilot launch in Dec 2023, implementers and the deep-dive recording', async ({
  page,
}) => {
  await page.goto('/pilot/givify')
  await expectHeadings(page, [...PILOT_SECTIONS.givify, 'Sponsored by'])
  const milestones = region(page, 'Timelines').getByRole('listitem')
  await expect(milestones).toHaveCount(6)
  for (const [index, label] of MILESTONE_LABELS.entries()) await expect(milestones.nth(index)).toContainText(label)
  await expect(milestones.nth(0)).toContainText(/kick-off/i)
  await expect(milestones.nth(5)).toContainText(/pilot launch/i)
  await expect(milestones.nth(5)).toContainText('Dec 2023')

  const update = region(page, 'Latest Update')
  for (const part of ['Feedback Quotes', 'Results', 'Lessons', 'Advice'])
    await expect(update.getByRole('heading', {level: 3, name: part})).toBeVisible()
  await expect(update.locator('blockquote').first()).toBeVisible()
  await expect(main(page)).toContainText('700 new subscribers in year 1')
  await expect(main(page)).toContainText('+50% recurring donors')
  await expect(main(page)).toContainText('2-3 markets')

  const recording = region(page, 'Deep Dive Recording').getByRole('link')
  await expect(recording).toHaveAttribute('target', '_blank')
  await expect(recording).toHaveAttribute('rel', 'noopener noreferrer')
})

test('SMS monthly donor pilot: its sections, timeline Dec 2023 to Jul 2024 and the key statistics', async ({page}) => {
  await page.goto('/pilot/unhcr-us')
  await expectHeadings(page, PILOT_SECTIONS['unhcr-us'])
  const milestones = region(page, 'Timelines').getByRole('listitem')
  await expect(milestones).toHaveCount(6)
  for (const [index, date] of ['Dec 2023', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Apr 2024', 'Jul 2024'].entries()) {
    await expect(milestones.nth(index)).toContainText(`M${index + 1}`)
    await expect(milestones.nth(index)).toContainText(date)
  }
  const update = region(page, 'Latest Update')
  for (const part of ['Key Statistics', 'Lessons', 'Advice'])
    await expect(update.getByRole('heading', {level: 3, name: part})).toBeVisible()
  for (const figure of ['3 appeals', '29,000', '22,000', '7,000', '$78.53', '$70.73', '0.1%']) await expect(update).toContainText(figure)
  const audience = region(page, 'Target Demographics')
  await expect(audience).toContainText('More than 20,000 lapsed monthly donors')
  await expect(audience).toContainText('45,000 donors giving under $40 a year')
})

test('InsightHub Predict: its sections, timeline May 2023 to 2024 Q2, a PDF report and a video, and the early results', async ({page}) => {
  await page.goto('/pilot/insight-hub-predict')
  await expectHeadings(page, PILOT_SECTIONS['insight-hub-predict'])
  const milestones = region(page, 'Timelines').getByRole('listitem')
  await expect(milestones).toHaveCount(6)
  await expect(milestones.nth(0)).toContainText('May 2023')
  await expect(milestones.nth(5)).toContainText('2024 Q2')
  await expect(region(page, 'Timelines')).toContainText(/about 4,000 prospect donors/i)

  const resources = region(page, 'Deep Dive')
  const pdf = resources.locator('a[href$=".pdf"]')
  await expect(pdf).toHaveCount(1)
  await expect(pdf).toHaveAttribute('target', '_blank')
  await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(resources.locator('a[href*="youtube.com"], a[href*="youtu.be"]')).toHaveCount(1)

  const update = region(page, 'Latest Update')
  for (const part of ['Early Results', 'Lessons', 'Advice']) await expect(update.getByRole('heading', {level: 3, name: part})).toBeVisible()
  for (const figure of ['5.55%', '2.95%', 'HK$5,000', '12 months']) await expect(update).toContainText(figure)
  await expect(main(page)).toContainText('20% converting within 9 months')
})

test('Children’s oral health: its sections, four numbered objectives, the figures, the SDGs and a deep-dive video', async ({page}) => {
  await page.goto('/pilot/mobilizing-childrens-oral-health')
  await expectHeadings(page, [...PILOT_SECTIONS['mobilizing-childrens-oral-health'], 'Sponsored by'])
  await expect(region(page, 'Objectives').locator('ol > li')).toHaveCount(4)
  const update = region(page, 'Latest Update')
  for (const part of ['Key Achievements', 'Challenges and Learnings', 'What We Would Do Differently', 'Long-Term Impact']) {
    await expect(update.getByRole('heading', {level: 3, name: part})).toBeVisible()
  }
  for (const figure of ['2,380 beneficiaries', 'six communities', '2 years', '4 appointments', '200 minutes', '13 treatments']) {
    await expect(update).toContainText(figure)
  }
  await expect(main(page)).toContainText('1% of their revenue')
  await expect(region(page, 'Experiment Summary').getByRole('listitem').first()).toContainText(/SDG/)
  const video = main(page).locator('a[href*="youtube.com"], a[href*="youtu.be"]')
  await expect(video).toHaveCount(1)
  await expect(video).toHaveAttribute('target', '_blank')
})

test('Leadership programme and Gen Z game: the figures of the spec', async ({page}) => {
  await page.goto('/pilot/global-fundraising-leadership-programme')
  for (const figure of ['12 months', 'Oct 2023 to Sept 2024', '900+', '80+', '4 languages']) await expect(main(page)).toContainText(figure)
  await page.goto('/pilot/metaminding-lab')
  for (const figure of ['Roblox', 'Gen Z', '15 and above', '10%', '3% as ambassadors', '50%', '500,000+', '$1,000'])
    await expect(main(page)).toContainText(figure)
})

test('headings form a correct outline: one h1, sections h2, parts h3', async ({page}) => {
  await page.goto('/pilot/givify')
  const levels = await main(page)
    .locator('h1, h2, h3, h4')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
  expect(levels[0]).toBe(1)
  for (let index = 1; index < levels.length; index++) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1)
})

test('reads well on a 375 px phone: no sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800})
  for (const slug of ['givify', 'insight-hub-predict']) {
    await page.goto(`/pilot/${slug}`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, slug).toBeLessThanOrEqual(0)
  }
})

test('an unknown pilot answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/pilot/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', {level: 1, name: 'Oops! Page not found'})).toBeVisible()
})
