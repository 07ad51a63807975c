/**
 * `site`: a production server whose content a test may change as a publish does (see
 * test/support/productionServer.ts). One per worker, started when a test first asks for it; each test
 * gets it back at the launch dataset with every page fresh, so no test sees another's leftovers, in
 * whatever order the tests run.
 */
import {test as base} from '@playwright/test'
import {startPublishServer, type PublishServer} from '../../test/support/productionServer'

export const test = base.extend<{site: PublishServer}, {workerSite: PublishServer}>({
  workerSite: [
    async ({}, use) => {
      const server = await startPublishServer()
      try {
        await use(server)
      } finally {
        await server.stop()
      }
    },
    {scope: 'worker', timeout: 120_000},
  ],
  site: async ({workerSite}, use) => {
    await workerSite.reset()
    await use(workerSite)
  },
})

export {expect} from '@playwright/test'

/**
 * For a spec whose helpers reach the server outside a test's body: the running test's `site`.
 * Call it at the top of the file; inside a test, the returned function gives the server.
 */
export function siteOfEachTest(): () => PublishServer {
  let current: PublishServer | undefined
  test.beforeEach(({site}) => {
    current = site
  })
  test.afterEach(() => {
    current = undefined
  })
  return () => {
    if (!current) throw new Error('No site for this test: siteOfEachTest() must be called at the top of the spec file')
    return current
  }
}
