/**
 * The site's build starts with the launch checklist's counts: one line for the bundled dataset (or the
 * file CONTENT_DATASET_FILE names), the build going on; with LAUNCH_CHECK=strict the build stops while
 * anything is open. A Lake-mode build is checked only when strict (`pnpm content:check` covers the rest).
 * Runs the build's own step (scripts/launch-check.mjs) as `pnpm build` does.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {clearedLaunchDataset} from '@site/test-harness/launch-dataset'

const WEB = fileURLToPath(new URL('..', import.meta.url))

/** Runs the step; asynchronously, so the stand-in in this process can answer it. */
function buildStep(env: Record<string, string> = {}) {
  return new Promise<{status: number | null; lines: string[]}>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/launch-check.mjs'], {
      cwd: WEB,
      // As a build runs it: NODE_ENV production, and no project or dataset file unless the test gives one.
      env: {NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env},
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (status) => resolve({status, lines: output.trim().split('\n').filter(Boolean)}))
  })
}

let lake: LakeStandIn
beforeAll(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: 'offline0', dataset: 'production'})
})
afterAll(async () => {
  await lake?.close()
})

test('the bundled dataset: one line with the counts, and the build goes on', async () => {
  const run = await buildStep()
  expect(run.status).toBe(0)
  expect(run.lines).toEqual([
    'launch checklist: 287 open items (208 sample names and texts, 63 placeholder links, 16 placeholder videos); pnpm content:check lists them',
  ])
})

test('LAUNCH_CHECK=strict stops the build while anything is open, and lets a cleared dataset through', async () => {
  const strict = await buildStep({LAUNCH_CHECK: 'strict'})
  expect(strict.status).toBe(1)
  expect(strict.lines.at(-1)).toMatch(/^LAUNCH_CHECK=strict: .*data\.ndjson still has open items; the build stops here\.$/)

  const folder = mkdtempSync(join(tmpdir(), 'launch-build-'))
  try {
    const cleared = join(folder, 'data.ndjson')
    writeFileSync(cleared, clearedLaunchDataset())
    expect(await buildStep({LAUNCH_CHECK: 'strict', CONTENT_DATASET_FILE: cleared})).toEqual({
      status: 0,
      lines: ['launch checklist: 0 open items: ready to launch'],
    })
  } finally {
    rmSync(folder, {recursive: true, force: true})
  }
})

test('a Lake-mode build is left to pnpm content:check, unless strict: then the Lake dataset decides', async () => {
  const lakeEnv = {NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0', SANITY_API_HOST: lake.url}
  expect(await buildStep(lakeEnv)).toEqual({status: 0, lines: []})
  const strict = await buildStep({...lakeEnv, LAUNCH_CHECK: 'strict'})
  expect(strict.status).toBe(1)
  expect(strict.lines[0]).toMatch(/^launch checklist: 287 open items/)
  const unreachable = await buildStep({
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0',
    SANITY_API_HOST: 'http://127.0.0.1:9',
    LAUNCH_CHECK: 'strict',
  })
  expect(unreachable.status).toBe(1)
  expect(unreachable.lines[0]).toMatch(/^launch checklist: Cannot read the Content Lake \(project offline0, dataset production\)/)
})
