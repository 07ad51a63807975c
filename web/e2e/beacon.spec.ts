/**
 * /beacon/{slug}, the Beacon (finalist) pages (docs/product.md#beacon-pages, #sharing-and-outbound-links):
 * the common frame on every page, each page's specifics, and Share This Innovation (Twitter, LinkedIn,
 * Facebook in a 600×400 popup; Email as a mailto link with the preset subject and body).
 */
import {expect, test, type Page} from '@playwright/test'
import {hydrated} from './support/page'
import {BEACON_SLUGS as SLUGS} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

const main = (page: Page) => page.getByRole('main')
const sectionHeadings = (page: Page) => main(page).getByRole('heading', {level: 2})
const share = (page: Page) => page.getByRole('complementary', {name: 'Share This Innovation'})

/** The page's own absolute address, as the site states it (NEXT_PUBLIC_SITE_URL + path). */
const pageAddress = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

const shareText = (title: string) => `Check out ${title} - BEACONS 2025 Innovation Summit Finalist`

/** Records window.open calls instead of opening windows; returns a stand-in window so the page sees a popup. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: {url: string; target: string; features: string}[] = []
    Object.defineProperty(window, '__openCalls', {value: calls})
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({url: String(url), target: String(target), features: String(features)})
      return {closed: false, opener: window, focus() {}, close() {}} as unknown as Window
    }
  })
}

const openCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as {__openCalls: {url: string; target: string; features: string}[]}).__openCalls)

/** Share links are server-rendered; wait until React handles their clicks. */
const waitForHydratedShareLinks = (page: Page) => hydrated(page, 'aside a[target="_blank"]')

// One page load per Beacon page, each check a step of its own.
for (const slug of SLUGS) {
  test(`/beacon/${slug}: the common frame, the back link, the presenters, the Email share link and the Video Pitch`, async ({page}) => {
    await page.goto(`/beacon/${slug}`)

    await test.step('has the common frame: badge and title, About, Presenter Information, Evidence, Current Stage, Potential, Share', async () => {
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
      await expect(page.getByRole('heading', {level: 1})).not.toBeEmpty()
      await expect(
        main(page)
          .locator('article > header')
          .getByText(/^BEACONS 20\d\d /),
      ).toBeVisible()
      const headings = await sectionHeadings(page).allTextContents()
      expect(headings[0]).toBe('About This Innovation')
      expect(headings).toContain('Presenter Information')
      expect(headings.some((h) => /^Evidence and (Achievements|Impact)$/.test(h))).toBe(true)
      expect(headings.some((h) => /^Current Stage/.test(h))).toBe(true)
      expect(headings.some((h) => /^(Transformative Potential|Global Potential and Impact)$/.test(h))).toBe(true)
      expect(headings.at(-1)).toBe('Share This Innovation')
      await expect(page.locator('#current-stage').getByText(/^Stage: .+/)).toBeVisible()
    })

    await test.step('links back to Get Inspired', async () => {
      const back = main(page).getByRole('link', {name: 'Back to Get Inspired', exact: true})
      await expect(back).toHaveCount(1)
      await expect(back).toHaveAttribute('href', '/get-inspired')
    })

    await test.step('shows each presenter with photo, name, role, organisation and a profile link opening in a new tab', async () => {
      const presenters = page.locator('#presenters li')
      expect(await presenters.count()).toBeGreaterThanOrEqual(1)
      for (const presenter of await presenters.all()) {
        // The portrait sits beside the name's heading: decorative, as everywhere on the site.
        await expect(presenter.locator('img')).toHaveAttribute('alt', '')
        await expect(presenter.getByRole('heading', {level: 3})).not.toBeEmpty()
        await expect(presenter.locator('p')).toHaveCount(2)
        const profile = presenter.getByRole('link', {name: /^View profile/})
        await expect(profile).toHaveAttribute('href', /^https:\/\//)
        await expect(profile).toHaveAttribute('target', '_blank')
        await expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })

    await test.step('the Email share link carries the preset subject, the share text and the page address', async () => {
      const title = (await page.getByRole('heading', {level: 1}).textContent())!
      const address = (await pageAddress(page))!
      expect(address).toMatch(new RegExp(`^https?://[^/]+/beacon/${slug}$`))
      const email = share(page).getByRole('link', {name: /Email/})
      await expect(email).not.toHaveAttribute('target', /./)
      const mailto = new URL((await email.getAttribute('href'))!)
      expect(mailto.protocol).toBe('mailto:')
      const subject = slug === 'staking-for-good' ? 'BEACONS 2025 Innovation Summit Winner' : 'BEACONS 2025 Innovation Summit Finalist'
      expect(mailto.searchParams.get('subject')).toBe(subject)
      expect(mailto.searchParams.get('body')).toBe(`${shareText(title)}\n\n${address}`)
    })

    if (slug === 'human-rights-dao') {
      await test.step('has no Video Pitch', async () => {
        await expect(main(page).getByRole('heading', {name: 'Video Pitch'})).toHaveCount(0)
        await expect(page.locator('iframe, #video-pitch')).toHaveCount(0)
      })
    } else {
      await test.step('embeds its pitch video, loaded on click', async () => {
        const video = page.locator('#video-pitch')
        await expect(video.getByRole('heading', {level: 2, name: 'Video Pitch'})).toBeVisible()
        await expect(video.locator('iframe')).toHaveCount(0)
        // The player host is stood in for, so the test needs no network.
        await page
          .context()
          .route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>player</title>'}))
        await hydrated(page, '#video-pitch button')
        await video.getByRole('button', {name: /^Play video/}).click()
        await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      })
    }
  })
}

test('staking-for-good: finalist badge, winner badge, two presenters and its four named sections', async ({page}) => {
  await page.goto('/beacon/staking-for-good')
  const header = main(page).locator('article > header')
  await expect(header.getByText('BEACONS 2025 Finalist', {exact: true})).toBeVisible()
  await expect(header.getByText(/Winner/)).toBeVisible()
  await expect(page.locator('#presenters li')).toHaveCount(2)
  const headings = await sectionHeadings(page).allTextContents()
  for (const name of ['Project Details', 'Evidence and Impact', 'Current Stage and Development', 'Global Potential and Impact'])
    expect(headings).toContain(name)
  await expect(main(page)).toContainText(/exchange traded product/i)
  await expect(main(page)).toContainText(/refugee agency/i)
  await expect(main(page)).toContainText('700,000 USD')
  await expect(page.locator('#current-stage')).toContainText(/soon to launch/i)
})

test('today-tomorrow: finalist badge, its four named sections, a climate and disaster risk financing platform for children', async ({
  page,
}) => {
  await page.goto('/beacon/today-tomorrow')
  const header = main(page).locator('article > header')
  await expect(header.getByText('BEACONS 2025 Finalist', {exact: true})).toBeVisible()
  await expect(header.getByText(/Winner/)).toHaveCount(0)
  const headings = await sectionHeadings(page).allTextContents()
  for (const name of ['Project Details', 'Evidence and Impact', 'Current Stage and Development', 'Global Potential and Impact'])
    expect(headings).toContain(name)
  await expect(main(page)).toContainText(/climate and disaster risk financing/i)
  await expect(main(page)).toContainText(/children/i)
})

test('cardano-impact: highlighted winner panel, Innovation Summary, "Soon to Launch", three Next Steps, listing on 18 July 2025', async ({
  page,
}) => {
  await page.goto('/beacon/cardano-impact')
  await expect(page.getByTestId('winner-panel').getByRole('heading', {level: 2})).toBeVisible()
  await expect(sectionHeadings(page)).toContainText(['Innovation Summary'])
  await expect(page.locator('#current-stage').getByText('Soon to Launch')).toBeVisible()
  const steps = page.locator('#next-steps').getByRole('listitem').getByRole('heading', {level: 3})
  await expect(steps).toHaveText([
    /expanding visibility/i,
    /building institutional partnerships/i,
    /exploring replication in other markets/i,
  ])
  await expect(main(page)).toContainText('18 July 2025')
  await expect(main(page)).toContainText('USD 6.3 million')
  await expect(main(page)).toContainText('215+ donors')
})

test('impact-linked-loan: "Implementation Phase", loan structure, two impact metrics, milestones and the payment schedule', async ({
  page,
}) => {
  await page.goto('/beacon/impact-linked-loan')
  await expect(page.locator('#current-stage').getByText('Implementation Phase')).toBeVisible()
  await expect(sectionHeadings(page)).toContainText(['Innovation Summary'])
  // Each fact as "label: value", as a visitor reads the list.
  const facts = await page
    .locator('#loan-structure dl > div')
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`))
  for (const fact of [
    /: 400,000 USD$/,
    /: 3 years$/,
    /interest.*: variable.*impact achievement/i,
    /: an 18-classroom block and ICT capacity$/i,
    /Ghana/,
    /^schools: 4$/i,
    /^computers: 32$/i,
    /^classrooms: 18$/i,
  ]) {
    expect(facts).toContainEqual(expect.stringMatching(fact))
  }
  const metrics = page.locator('#impact-metrics').getByRole('heading', {level: 3})
  await expect(metrics).toHaveText([/vulnerable children/i, /learning outcomes/i])
  await expect(page.locator('#impact-metrics')).toContainText(/narrower gap/i)
  expect(await page.locator('#milestones li').count()).toBeGreaterThanOrEqual(1)
  const rows = page.locator('#payment-schedule').getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('June 2025')
  await expect(rows.nth(0)).toContainText(/awaiting invoice/i)
  await expect(rows.nth(1)).toContainText('October 2025')
  await expect(rows.nth(2)).toContainText('2026')
  await expect(rows.nth(2)).toContainText(/three tranches/i)
  await expect(rows.nth(3)).toContainText('2027')
  await expect(rows.nth(3)).toContainText(/final completion/i)
})

test('outcome-based-financing: a children’s agency in Colombia, its stage and 9 payment-for-results pilots', async ({page}) => {
  await page.goto('/beacon/outcome-based-financing')
  await expect(page.locator('#current-stage').getByText('Advanced Design & Ecosystem-Building Phase')).toBeVisible()
  await expect(main(page)).toContainText(/children’s agency in Colombia/)
  await expect(main(page)).toContainText('9 payment-for-results pilots')
})

test('human-rights-dao: free pass badge, its stage, the two links in new tabs and the 10 million member target', async ({page}) => {
  await page.goto('/beacon/human-rights-dao')
  await expect(main(page).locator('article > header').getByText('BEACONS 2026 Free Pass', {exact: true})).toBeVisible()
  await expect(page.locator('#current-stage').getByText('Prototype Development & Community Building Phase')).toBeVisible()
  for (const name of ['View White Paper', 'View Project Details']) {
    const link = main(page).getByRole('link', {name: new RegExp(`^${name}`)})
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(main(page)).toContainText('10 million member community')
})

test.describe('Share This Innovation', () => {
  test('Twitter, LinkedIn and Facebook open a 600×400 share popup carrying the page address', async ({page, context}) => {
    await stubWindowOpen(page)
    await page.goto('/beacon/today-tomorrow')
    await waitForHydratedShareLinks(page)
    const address = (await pageAddress(page))!
    const title = (await page.getByRole('heading', {level: 1}).textContent())!
    const opened: string[] = []
    context.on('page', (other) => opened.push(other.url()))

    const expected = {
      Twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText(title))}&url=${encodeURIComponent(address)}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address)}`,
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    }
    for (const [network, url] of Object.entries(expected)) {
      const link = share(page).getByRole('link', {name: new RegExp(network)})
      await expect(link).toHaveAttribute('href', url)
      // Screen readers hear what the click does: a pop-up window, not the new tab the plain link would open.
      await expect(link).toHaveAccessibleName(new RegExp(`^Share on ${network} \\(opens in a pop-up window\\)$`))
      await link.click()
    }
    const calls = await openCalls(page)
    expect(calls.map((call) => call.url)).toEqual(Object.values(expected))
    for (const call of calls) {
      expect(call.target).toBe('share')
      expect(call.features).toMatch(/(^|,)width=600(,|$)/)
      expect(call.features).toMatch(/(^|,)height=400(,|$)/)
    }
    // The popup replaced the links' own navigation: no tab opened, the page stayed.
    expect(opened).toEqual([])
    await expect(page).toHaveURL(/\/beacon\/today-tomorrow$/)
  })

  test('the share text names the finalist, and the winner’s page says "Winner" in the e-mail subject', async ({page}) => {
    await page.goto('/beacon/staking-for-good')
    const address = (await pageAddress(page))!
    const twitter = new URL(
      (await share(page)
        .getByRole('link', {name: /Twitter/})
        .getAttribute('href'))!,
    )
    expect(twitter.searchParams.get('text')).toBe('Check out Staking for Good - BEACONS 2025 Innovation Summit Finalist')
    expect(twitter.searchParams.get('url')).toBe(address)
    const mailto = new URL((await share(page).getByRole('link', {name: /Email/}).getAttribute('href'))!)
    expect(mailto.searchParams.get('subject')).toBe('BEACONS 2025 Innovation Summit Winner')
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})

    test('the share buttons are plain links: the social ones open a new tab, Email stays in the window', async ({page}) => {
      await page.goto('/beacon/cardano-impact')
      for (const network of ['Twitter', 'LinkedIn', 'Facebook']) {
        const link = share(page).getByRole('link', {name: new RegExp(network)})
        await expect(link).toHaveAttribute('href', /^https:\/\/(twitter\.com|www\.linkedin\.com|www\.facebook\.com)\//)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAccessibleName(new RegExp(`^Share on ${network} \\(opens in a new tab\\)$`))
      }
      const email = share(page).getByRole('link', {name: /Email/})
      await expect(email).toHaveAttribute('href', /^mailto:\?subject=BEACONS%202025%20Innovation%20Summit%20Finalist&body=/)
      await expect(email).not.toHaveAttribute('target', /./)
    })
  })
})

test('reads at 375 px without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800})
  for (const slug of ['impact-linked-loan', 'human-rights-dao']) {
    await page.goto(`/beacon/${slug}`)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, slug).toBeLessThanOrEqual(0)
  }
})
