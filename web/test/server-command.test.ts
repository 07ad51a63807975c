/**
 * Tests and benchmarks run the production server as `pnpm start` runs it, Node flags included (the
 * server's heap sizing: web/server.ts), so what they measure is the server as deployed:
 * the test harness's serverCommand reads the start script, and Playwright's web server uses it.
 */
import {spawnSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {serverCommand} from '@site/test-harness/site-server'
import playwrightConfig from '../playwright.config'

const startScript = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {scripts: {start: string}}).scripts
  .start

describe('the production server’s command', () => {
  test('is the start script’s, run with this Node', () => {
    const [node, ...args] = serverCommand()
    expect(node).toBe(process.execPath)
    expect(['node', ...args].join(' ')).toBe(startScript)
    expect(args.at(-1)).toBe('server.ts')
    expect(args.some((arg) => arg.startsWith('--max-semi-space-size='))).toBe(true)
    expect(args.some((arg) => arg.startsWith('--heap-growing-percent='))).toBe(true)
  })

  // --heap-growing-percent is a V8 option, not one of Node's own: the day a Node release drops it, this
  // says so (and the server, which Node would refuse to start, fails every browser test).
  test('has flags this Node accepts', () => {
    const flags = serverCommand().slice(1, -1)
    const run = spawnSync(process.execPath, [...flags, '-e', '0'], {encoding: 'utf8'})
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })

  test('is what Playwright starts before the browser tests', () => {
    const webServer = playwrightConfig.webServer
    if (!webServer || Array.isArray(webServer)) throw new Error('Playwright starts no single web server')
    expect(webServer.command).toBe(`${serverCommand().join(' ')} -H 127.0.0.1 -p ${new URL(String(webServer.url)).port}`)
  })
})
