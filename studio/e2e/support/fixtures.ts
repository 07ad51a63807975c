/**
 * Fixtures for the Studio browser tests: `stack` (stand-in + Studio + Lake-mode site, started once
 * per worker from the builds turbo made, so workers never share content) and `studio`, the Studio
 * open in a page logged in the way a real login leaves it (its token in localStorage, see
 * @site/test-harness/browser).
 *
 * Like an editor, each worker keeps one Studio page open from test to test: loading the Studio cost
 * about 5 core-seconds of the browser's CPU a test, a third of the suite. Each test still starts from
 * the launch dataset: the stand-in's reset is a transaction the open Studio follows through its
 * listener, and the page is back on the desk, its document panes closed, before the reset. A failed
 * test ends its worker, so the test after it, and its retry, get a Studio loaded afresh.
 *
 * Each test fails, naming the requests, when the stand-in or the browser left anything unanswered, or
 * when the Studio could not apply the stand-in's listener events.
 */
import {test as base, devices, expect, type Page, type Request, type TestInfo} from '@playwright/test'
import {prepareEditorContext} from '@site/test-harness/browser'
import {startStudioStack, type StudioStack} from '@site/test-harness/stack'
import {followRequests, openStudio} from './studio'

interface Editor {
  page: Page
  /** Where the page's problems go for the running test. */
  reportTo(problems: string[]): void
  /** Document writes (`data/actions`, `data/mutate`) the page sent that have no answer yet. */
  writesInFlight(): number
}

export const test = base.extend<{studio: Page; problemsInBrowser: string[]}, {stack: StudioStack; editor: Editor}>({
  stack: [
    async ({}, use, workerInfo) => {
      // The builds it serves come from turbo (`studio#build:standin`, `web#build:lake`), never from here.
      // The first worker's stack is on the ports the builds name; each further one on free ports,
      // which its browser reaches at the builds' addresses through the stack's proxy.
      const stack = await startStudioStack({onFreePorts: workerInfo.parallelIndex > 0})
      try {
        await use(stack)
      } finally {
        await stack.stop()
      }
    },
    {scope: 'worker', timeout: 120_000},
  ],
  editor: [
    async ({browser, stack}, use) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        viewport: {width: 1440, height: 900},
        // The stand-in's HTTPS certificate is self-signed.
        ignoreHTTPSErrors: true,
        // As an editor who asks their system for less motion: the Studio's spinners and transitions
        // stand still. Nothing here tests motion, and drawing them was a fifth of the suite's CPU.
        reducedMotion: 'reduce',
        proxy: stack.browserProxy,
      })
      let problems: string[] = []
      await prepareEditorContext(context, (request) => problems.push(request))
      const page = await context.newPage()
      const open = followRequests(page)
      const isWrite = (request: Request) => /\/data\/(actions|mutate)\//.test(request.url())
      // The Studio reports listener events it cannot chain by revision (it then waits 30 s and refetches):
      // that is the stand-in telling it something the Content Lake would not, so the test fails naming it.
      page.on('console', (message) => {
        if (message.type() === 'error' && /OutOfSyncError|DeadlineExceededError|MaxBufferExceededError/.test(message.text()))
          problems.push(`listener events out of sync in the Studio: ${message.text().split('\n')[0]}`)
      })
      // On a busy machine the Studio sometimes stops on its "Network error" dialog (seen on the first test
      // of a cold run, with every stand-in request answered 200): an editor presses "Reload Studio", and so
      // does Playwright's handler for overlays that appear at any time. Logged; a test that loses typed
      // work to the reload still fails on what it checks.
      await page.addLocatorHandler(page.getByRole('dialog', {name: 'Network error'}), async (dialog) => {
        console.warn('[studio] the Studio showed "Network error": pressing Reload Studio')
        await dialog.getByRole('button', {name: 'Reload Studio'}).click()
      })
      await use({page, reportTo: (list) => void (problems = list), writesInFlight: () => [...open].filter(isWrite).length})
      await context.close()
    },
    {scope: 'worker'},
  ],
  problemsInBrowser: async ({}, use) => {
    await use([])
  },
  studio: async ({editor, stack, problemsInBrowser}, use, testInfo) => {
    const {page} = editor
    // Every test starts from the launch dataset, whatever the tests before it published.
    await stack.resetContent()
    editor.reportTo(problemsInBrowser)
    const before = stack.lake.unanswered.length
    // A retry records a trace of each action, as Playwright does for the pages it makes itself.
    const tracing = testInfo.retry > 0
    if (tracing) await page.context().tracing.start({snapshots: true, sources: true})
    await use(page)
    if (await keepEvidence(page, testInfo, tracing)) return
    const unanswered = [...stack.lake.unanswered.slice(before), ...problemsInBrowser]
    expect(unanswered, `Requests nothing answered, or events the Studio could not apply:\n  ${unanswered.join('\n  ')}`).toEqual([])
    // Nothing of this test's editing may reach the stand-in after the next test's reset: back on the
    // desk, every document closed (the Studio drops an edit it has not sent when its document closes),
    // once every write it sent has its answer.
    await page.keyboard.press('Escape')
    await openStudio(page, stack.studioUrl)
    await expect.poll(editor.writesInFlight).toBe(0)
  },
})

/**
 * What a failed test leaves, as Playwright leaves it for the pages it makes itself (see
 * `failureEvidence`): a screenshot of the end, and the retry's trace. Says whether the test failed
 * (its worker, and this page, end then).
 */
async function keepEvidence(page: Page, testInfo: TestInfo, tracing: boolean) {
  const failed = testInfo.status !== testInfo.expectedStatus
  if (failed) await testInfo.attach('screenshot', {body: await page.screenshot(), contentType: 'image/png'})
  if (tracing) {
    const path = testInfo.outputPath('trace.zip')
    await page.context().tracing.stop({path})
    await testInfo.attach('trace', {path, contentType: 'application/zip'})
  }
  return failed
}

export {expect}
