/**
 * No secret reaches the browser. The Lake-mode build (turbo task `build:lake`: the whole site built
 * from the Content Lake path, the real client reading a local stand-in of Sanity's query API) is
 * made with canary values as its read token, webhook secret and preview cookie secret; none may appear in any file the
 * build serves: client files, prerendered HTML and flight data.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'
import {BUILD_CANARIES, LAKE_SITE_DIST} from '@site/test-harness/stack-config'

const BUILD = join(fileURLToPath(new URL('..', import.meta.url)), LAKE_SITE_DIST)
const CANARIES = Object.values(BUILD_CANARIES)

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

const holdingACanary = (files: string[]) => files.filter((file) => CANARIES.some((canary) => readFileSync(file, 'latin1').includes(canary)))

test('a build from the Content Lake ships no read token, webhook secret or preview cookie secret to the browser', () => {
  // The pages really came from the Lake path: a prerendered page names the Lake's image host.
  expect(readFileSync(join(BUILD, 'server', 'app', 'about.html'), 'utf8')).toContain('https://cdn.sanity.io/images/')

  const clientFiles = filesUnder(join(BUILD, 'static'))
  expect(clientFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5)
  expect(holdingACanary(clientFiles)).toEqual([])

  // The prerendered HTML and flight data, sent to every visitor, carry none.
  const served = filesUnder(join(BUILD, 'server', 'app')).filter((file) => /\.(html|rsc)$/.test(file))
  expect(served.length).toBeGreaterThan(20)
  expect(holdingACanary(served)).toEqual([])
})

test("nor does the server output keep them: each deploy's token and secrets are read at run time", () => {
  const serverFiles = filesUnder(join(BUILD, 'server')).filter((file) => /\.(js|json)$/.test(file))
  expect(serverFiles.length).toBeGreaterThan(20)
  expect(holdingACanary(serverFiles)).toEqual([])
})
