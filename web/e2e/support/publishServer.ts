/**
 * One production server per spec file, on a private copy of the build and the dataset (see
 * test/support/productionServer.ts): started before the file's first test, stopped after its last.
 * The tests change that shared copy, so the file runs serially.
 */
import {test} from '@playwright/test'
import {startPublishServer, type PublishServer} from '../../test/support/productionServer'

/** Registers the file's server; call the returned function inside a test to reach it. */
export function publishServerForThisFile(options: {timeout?: number} = {}): () => PublishServer {
  test.describe.configure({mode: 'serial', ...options})
  let server: PublishServer | undefined
  test.beforeAll(async () => {
    server = await startPublishServer()
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server)
      throw new Error('The production server is not running: publishServerForThisFile() must be called at the top of the spec file')
    return server
  }
}
