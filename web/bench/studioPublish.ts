/**
 * Studio Publish → live: an editor changes the Givify pilot's description in the built Studio
 * (Chromium, against the Content Lake stand-in) and presses Publish; the clock runs from the click
 * until the first visitor response of /pilot/givify on the Lake-mode site carries the new text.
 * By default the stand-in holds the launch dataset and the site is `web#build:lake`; `file` and
 * `siteDist` give another dataset and the Lake-mode build made from it.
 */
import {chromium} from '@playwright/test'
import {prepareEditorContext} from '@site/test-harness/browser'
import {startStudioStack} from '@site/test-harness/stack'
import {chromiumLaunchOptions} from '@site/test-harness/chromium'
import {eventually} from '@site/test-harness/eventually'
import {POLL} from './poll.ts'

const PILOT_PATH = '/pilot/givify'

type StudioPublishOptions = {runs: number; waitForConsistency: boolean; file?: string; siteDist?: string}

export async function measureStudioPublishes({runs, waitForConsistency, file, siteDist}: StudioPublishOptions) {
  // Serves the stack's builds (turbo tasks `web#build:lake`, `studio#build:standin`; `pnpm bench:publish` makes them).
  const stack = await startStudioStack({waitForConsistency, file, siteDist})
  const browser = await chromium.launch(chromiumLaunchOptions)
  const times: number[] = []
  try {
    const context = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1440, height: 900}})
    await prepareEditorContext(context)
    const page = await context.newPage()
    await page.goto(`${stack.studioUrl}/structure/pilot;pilot-givify`)
    const description = page.getByRole('textbox', {name: 'Short description'})
    const publish = page.getByRole('button', {name: 'Publish', exact: true})
    await description.waitFor({timeout: 120_000})
    for (let run = 1; run <= runs; run++) {
      const text = `Givify, published from the Studio (run ${run}, wait ${waitForConsistency ? 'on' : 'off'}, ${Date.now()}).`
      await description.fill(text)
      // Publish is enabled once the Studio has saved the edit as a draft.
      await eventually(() => publish.isEnabled(), Boolean, 'Publish enabled after the edit', POLL)
      const clickedAt = performance.now()
      await publish.click()
      await eventually(
        () => stack.page(PILOT_PATH),
        ({status, html}) => status === 200 && html.includes(text),
        `${PILOT_PATH} showing the published description`,
        POLL,
      )
      times.push(performance.now() - clickedAt)
      // The next edit starts from a settled document: published, no draft left.
      await eventually(
        () => !stack.lake.store.get('drafts.pilot-givify') && stack.lake.store.get('pilot-givify')?.description === text,
        Boolean,
        'the publish settled in the stand-in',
        POLL,
      )
    }
    stack.lake.assertAllAnswered()
  } finally {
    await browser.close()
    await stack.stop()
  }
  return times
}
