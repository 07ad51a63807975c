/**
 * No secret reaches the browser. The whole site is built from the Content Lake path (the real client
 * against a local stand-in of Sanity's query API) with canary values for the read token, the
 * webhook secret and the preview cookie secret; none may appear in any file of the client output.
 */
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'
import {startLakeStandIn} from '@site/lake-standin'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const DATASET = join(WEB, '..', 'packages', 'content', 'data.ndjson')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

test('a build from the Content Lake ships no read token, webhook secret or preview cookie secret to the browser', async () => {
  test.setTimeout(300_000)
  const standIn = await startLakeStandIn({file: DATASET, projectId: 'canaryproj', dataset: 'production'})
  const distName = `.next-canary-${process.pid}`
  const token = `canary-read-token-${Date.now()}`
  const secret = `canary-webhook-secret-${Date.now()}`
  const passKey = `canary-preview-cookie-secret-${Date.now()}`
  const leaksOne = (text: string) => [token, secret, passKey].some((canary) => text.includes(canary))
  try {
    const output: string[] = []
    const status = await new Promise<number | null>((resolve) => {
      const build = spawn(join(WEB, 'node_modules', '.bin', 'next'), ['build'], {
        cwd: WEB,
        env: {
          ...process.env,
          NEXT_DIST_DIR: distName,
          NEXT_PUBLIC_SANITY_PROJECT_ID: 'canaryproj',
          NEXT_PUBLIC_SANITY_DATASET: 'production',
          SANITY_API_HOST: standIn.apiHost,
          SANITY_API_READ_TOKEN: token,
          SANITY_REVALIDATE_SECRET: secret,
          PREVIEW_COOKIE_SECRET: passKey,
          NEXT_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      build.stdout.on('data', (chunk) => output.push(String(chunk)))
      build.stderr.on('data', (chunk) => output.push(String(chunk)))
      build.on('close', resolve)
    })
    expect(status, output.join('')).toBe(0)
    // The pages really came from the Lake path.
    expect(standIn.requests.length).toBeGreaterThan(20)

    const clientFiles = filesUnder(join(WEB, distName, 'static'))
    expect(clientFiles.length).toBeGreaterThan(0)
    const leaks = clientFiles.filter((file) => leaksOne(readFileSync(file, 'latin1')))
    expect(leaks).toEqual([])
    // The prerendered HTML, sent to every visitor, carries none.
    const html = filesUnder(join(WEB, distName, 'server', 'app')).filter((file) => /\.(html|rsc)$/.test(file))
    expect(html.length).toBeGreaterThan(0)
    expect(html.filter((file) => leaksOne(readFileSync(file, 'utf8')))).toEqual([])
  } finally {
    await standIn.close()
    rmSync(join(WEB, distName), {recursive: true, force: true})
  }
})
