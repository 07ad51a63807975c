/**
 * Fixtures for the Studio browser tests: `stack` (stand-in + Studio + Lake-mode site, started once
 * per worker from the builds turbo made, so workers never share content) and `studio`, a page logged in to the Studio the way a real login leaves it (its token
 * in localStorage, see @site/test-harness/browser). Each test fails, naming the requests, when the
 * stand-in or the browser context left anything unanswered, or when the Studio could not apply the
 * stand-in's listener events.
 */
import {test as base, expect, type Page} from '@playwright/test'
import {startStudioStack, type StudioStack} from '@site/test-harness/stack'
import {prepareEditorContext} from '@site/test-harness/browser'

export const test = base.extend<{studio: Page; problemsInBrowser: string[]}, {stack: StudioStack}>({
  stack: [
    async ({}, use, workerInfo) => {
      // The builds it serves come from turbo (`studio#build:standin`, `web#build:lake`), never from here.
      // The first worker's stack is on the ports the builds name; each further one on free ports,
      // which its browser reaches at the builds' addresses through the stack's proxy (see `proxy`).
      const stack = await startStudioStack({onFreePorts: workerInfo.parallelIndex > 0})
      try {
        await use(stack)
      } finally {
        await stack.stop()
      }
    },
    {scope: 'worker', timeout: 120_000},
  ],
  proxy: async ({stack}, use) => {
    await use(stack.browserProxy)
  },
  problemsInBrowser: async ({}, use) => {
    await use([])
  },
  studio: async ({page, stack, problemsInBrowser}, use) => {
    // Every test starts from the launch dataset, whatever the tests before it published.
    await stack.resetContent()
    await prepareEditorContext(page.context(), (request) => problemsInBrowser.push(request))
    // The Studio reports listener events it cannot chain by revision (it then waits 30 s and refetches):
    // that is the stand-in telling it something the Content Lake would not, so the test fails naming it.
    page.on('console', (message) => {
      if (message.type() === 'error' && /OutOfSyncError|DeadlineExceededError|MaxBufferExceededError/.test(message.text()))
        problemsInBrowser.push(`listener events out of sync in the Studio: ${message.text().split('\n')[0]}`)
    })
    // On a busy machine the Studio sometimes stops on its "Network error" dialog (seen on the first test
    // of a cold run, with every stand-in request answered 200): an editor presses "Reload Studio", and so
    // does Playwright's handler for overlays that appear at any time. Logged; a test that loses typed
    // work to the reload still fails on what it checks.
    await page.addLocatorHandler(page.getByRole('dialog', {name: 'Network error'}), async (dialog) => {
      console.warn('[studio] the Studio showed "Network error": pressing Reload Studio')
      await dialog.getByRole('button', {name: 'Reload Studio'}).click()
    })
    const before = stack.lake.unanswered.length
    await use(page)
    const unanswered = [...stack.lake.unanswered.slice(before), ...problemsInBrowser]
    expect(unanswered, `Requests nothing answered, or events the Studio could not apply:\n  ${unanswered.join('\n  ')}`).toEqual([])
  },
})

export {expect}
