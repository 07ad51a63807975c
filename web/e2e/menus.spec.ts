/**
 * Menus come from Site settings: an editor adds a link (the Annual Event) to the navigation bar, or
 * the nomination call to the footer's quick links, and publishes, and visitors see it, highlighted on
 * its page; a link to a renamed page follows it; an emptied menu is hidden, never a crash.
 * Runs a production server on a private copy of the build and the dataset (see productionServer.ts).
 */
import {type Page} from '@playwright/test'
import type {Doc} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'

const server = siteOfEachTest()

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', {name: 'Main'})
const quickLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', {name: 'Quick Links'})

/** Publishes Site settings as the editor changed them: the dataset copy changes, then the signed webhook arrives. */
async function publishSettings(change: (settings: Doc) => Doc) {
  server().editDocument('siteSettings', change)
  const {status} = await server().webhook(JSON.stringify({_id: 'siteSettings', _type: 'siteSettings'}))
  expect(status).toBe(200)
}

/** Reloads until the page shows what was published (the first visit after a publish may still get the old page). */
async function visitUntil(page: Page, path: string, ready: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(server().address(path))
        return ready()
      },
      {timeout: 30_000},
    )
    .toBe(true)
}

test('an Annual Event link added in Site settings appears in the navigation bar and is highlighted on its page', async ({page}) => {
  await page.goto(server().address(`/innovation-summit-geneve`))
  await expect(mainNav(page).getByRole('link', {name: 'Annual Event'})).toHaveCount(0)

  await publishSettings((settings) => ({
    ...settings,
    mainNav: [
      ...(settings.mainNav as object[]),
      {_type: 'menuLink', _key: 'nav-geneva', label: 'Annual Event', target: {_type: 'reference', _ref: 'genevaSummitPage'}},
    ],
  }))

  await visitUntil(
    page,
    '/innovation-summit-geneve',
    async () => (await mainNav(page).getByRole('link', {name: 'Annual Event'}).count()) === 1,
  )
  const annualEvent = mainNav(page).getByRole('link', {name: 'Annual Event', exact: true})
  await expect(annualEvent).toHaveAttribute('href', '/innovation-summit-geneve')
  await expect(annualEvent).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', {name: 'Innovation Summit', exact: true})).not.toHaveAttribute('aria-current', 'page')

  await visitUntil(page, '/pilot/givify', async () => (await annualEvent.count()) === 1)
  await expect(mainNav(page).getByRole('link', {name: 'Pilots', exact: true})).toHaveAttribute('aria-current', 'page')
  await expect(annualEvent).not.toHaveAttribute('aria-current', 'page')
})

test('a nomination link added to the footer quick links appears there and leads to its page', async ({page}) => {
  await publishSettings((settings) => ({
    ...settings,
    footerNav: [
      ...(settings.footerNav as object[]),
      {_type: 'menuLink', _key: 'footer-nominate', label: 'Nominate a Beacon', target: {_type: 'reference', _ref: 'nominationPage'}},
    ],
  }))
  await visitUntil(page, '/about', async () => (await quickLinks(page).getByRole('link', {name: 'Nominate a Beacon'}).count()) === 1)
  const labels = (await quickLinks(page).getByRole('link').allInnerTexts()).map((text) => text.trim())
  expect(labels.at(-1)).toBe('Nominate a Beacon')
  await quickLinks(page).getByRole('link', {name: 'Nominate a Beacon'}).click()
  await expect(page).toHaveURL(`${server().url}/nominate-beacon`)
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
})

test('a menu link to a pilot follows it when its slug is renamed', async ({page}) => {
  await publishSettings((settings) => ({
    ...settings,
    mainNav: [
      ...(settings.mainNav as object[]),
      {_type: 'menuLink', _key: 'nav-metaminding', label: 'MetaMinding', target: {_type: 'reference', _ref: 'pilot-metaminding-lab'}},
    ],
  }))
  const link = mainNav(page).getByRole('link', {name: 'MetaMinding'})
  await visitUntil(page, '/about', async () => (await link.count()) === 1)
  await expect(link).toHaveAttribute('href', '/pilot/metaminding-lab')

  server().editDocument('pilot-metaminding-lab', (doc) => ({
    ...doc,
    slug: {_type: 'slug', current: 'metaminding-for-donors'},
    previousSlugs: ['metaminding-lab'],
  }))
  const renamed = {_id: 'pilot-metaminding-lab', _type: 'pilot', slug: 'metaminding-for-donors', previousSlug: 'metaminding-lab'}
  expect((await server().webhook(JSON.stringify(renamed))).status).toBe(200)
  await visitUntil(page, '/about', async () => (await link.getAttribute('href')) === '/pilot/metaminding-for-donors')
  await link.click()
  await expect(page).toHaveURL(`${server().url}/pilot/metaminding-for-donors`)
})

test('emptied menus are hidden and every page still renders, with the Contact Us button', async ({page}) => {
  await publishSettings(({mainNav: _main, footerNav: _footer, ...settings}) => settings)

  await visitUntil(page, '/about', async () => (await quickLinks(page).count()) === 0)
  await expect(mainNav(page)).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  for (const path of ['/', '/pilots', '/pilot/givify', '/beacon/staking-for-good']) {
    const {status} = await server().page(path)
    expect(status, path).toBe(200)
  }
})
