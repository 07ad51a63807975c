/**
 * Menus come from Site settings: an editor adds a link (the Annual Event) to the navigation bar and
 * publishes, and visitors see it, highlighted on its page; an emptied menu is hidden, never a crash.
 * Runs a production server on a private copy of the build and the dataset (see productionServer.ts).
 */
import {expect, test, type Page} from '@playwright/test'
import type {Doc} from '../test/support/productionServer'
import {publishServerForThisFile} from './support/publishServer'

const server = publishServerForThisFile({timeout: 120_000})

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
        await page.goto(`${server().url}${path}`)
        return ready()
      },
      {timeout: 30_000},
    )
    .toBe(true)
}

test('an Annual Event link added in Site settings appears in the navigation bar and is highlighted on its page', async ({page}) => {
  await page.goto(`${server().url}/innovation-summit-geneve`)
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
