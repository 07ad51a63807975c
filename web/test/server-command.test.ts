/**
 * Tests and benchmarks run the production server as `pnpm start` runs it, Node flags included (the
 * server's young-generation cap is one: web/server.ts), so what they measure is the server as deployed:
 * the test harness's serverCommand reads the start script, and Playwright's web server uses it.
 */
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
  })

  test('is what Playwright starts before the browser tests', () => {
    const webServer = playwrightConfig.webServer
    if (!webServer || Array.isArray(webServer)) throw new Error('Playwright starts no single web server')
    expect(webServer.command).toBe(`${serverCommand().join(' ')} -H 127.0.0.1 -p ${new URL(String(webServer.url)).port}`)
  })
})
