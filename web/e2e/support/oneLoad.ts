/**
 * For the tests of a spec that only read what a page shows: they read one load of it, in order, as
 * Playwright documents for reusing a page between tests (serial mode, the page opened in `beforeAll`).
 * Opening a browser context, a renderer and the page, then hydrating it, is most of what such a test
 * costs (about a core-second: 76 tests of eleven screen specs took 84 core-seconds on loads of their
 * own, 43 on shared ones); reading it again changes nothing. A test that clicks, scrolls, resizes or navigates keeps the usual `page`, a load of its own.
 * A failed test ends the group: its retry loads the page again and runs the group from the start.
 *
 * Call it inside a `test.describe` (the serial mode and the load are that group's), and declare the
 * group's tests with what it returns: their `page` is the shared load.
 */
import {test as base, type Page} from '@playwright/test'

export function testsReadingOneLoad(path: string, beforeLoad?: (page: Page) => Promise<void>) {
  let loaded: Page | undefined
  const test = base.extend({
    page: async ({}, use) => {
      if (!loaded) throw new Error(`testsReadingOneLoad('${path}') must be called inside the test.describe of its tests`)
      await use(loaded)
    },
  })
  test.describe.configure({mode: 'serial'})
  test.beforeAll(async ({browser}) => {
    // browser.newPage takes the project's options (baseURL, viewport) as the `page` fixture does.
    loaded = await browser.newPage()
    await beforeLoad?.(loaded)
    await loaded.goto(path)
  })
  test.afterAll(async () => {
    await loaded?.close()
    loaded = undefined
  })
  return test
}
