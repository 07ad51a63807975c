/**
 * Fixtures for the Studio browser tests: `stack` (stand-in + Studio + Lake-mode site, started once
 * per worker) and `studio`, a page logged in to the Studio the way a real login leaves it (its token
 * in localStorage). Every browser request to another host is answered empty when it is one of
 * the Studio's harmless CDN files and recorded otherwise; each test fails, naming the requests,
 * when the stand-in or this list left anything unanswered.
 */
import {test as base, expect, type Page} from '@playwright/test'
import {PROJECT_ID, STUDIO_TOKEN, startStudioStack, type StudioStack} from '@site/lake-standin/stack'

/** Files the Studio loads from Sanity's CDNs that it works without (bridge script, version check, fonts). */
const HARMLESS_HOSTS = /(^|\.)(sanity-cdn\.com|sanity\.io|sanity\.work|fonts\.googleapis\.com|fonts\.gstatic\.com)$/

export const test = base.extend<{studio: Page; unansweredInBrowser: string[]}, {stack: StudioStack}>({
  stack: [
    async ({}, use) => {
      // STUDIO_E2E_REUSE_BUILDS=1 skips both builds while writing a test (the last ones must exist).
      const stack = await startStudioStack({sitePort: Number(process.env.E2E_PORT || 3210), build: process.env.STUDIO_E2E_REUSE_BUILDS !== '1'})
      try {
        await use(stack)
      } finally {
        await stack.stop()
      }
    },
    {scope: 'worker', timeout: 600_000},
  ],
  unansweredInBrowser: async ({}, use) => {
    await use([])
  },
  studio: async ({page, stack, unansweredInBrowser}, use) => {
    await page.addInitScript(
      ([key, token]) => window.localStorage.setItem(key!, JSON.stringify({token, time: new Date().toISOString()})),
      [`__studio_auth_token_${PROJECT_ID}`, STUDIO_TOKEN],
    )
    await page.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
      async (route) => {
        const url = new URL(route.request().url())
        if (!HARMLESS_HOSTS.test(url.hostname)) unansweredInBrowser.push(`${route.request().method()} ${url.origin}${url.pathname}`)
        await route.fulfill({status: 200, body: ''})
      },
    )
    const before = stack.lake.unanswered.length
    await use(page)
    const unanswered = [...stack.lake.unanswered.slice(before), ...unansweredInBrowser]
    expect(unanswered, `Requests nothing answered:\n  ${unanswered.join('\n  ')}`).toEqual([])
  },
})

export {expect}
