/**
 * `pnpm content:check` as an operator runs it (the command spawned with Node): the checklist of the
 * bundled dataset, of a dataset file, or of a Content Lake dataset (the local stand-in), ending with
 * its summary line; exit status 0 while it only warns, 1 when strict and anything is open, 2 when the
 * dataset cannot be read or an argument is wrong.
 */
import {spawn} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {checkDocuments, groupByKind, summaryLine} from '@site/launch-check'
import {clearedLaunchDataset} from '@site/test-harness/launch-dataset'
import {launchDocuments} from './support/validate'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const COMMAND = join(ROOT, 'studio/scripts/content-check.mjs')

/** Runs the command from the repository root with only the variables given (no project configured). */
function contentCheck(args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{status: number | null; stdout: string; stderr: string; lastLine: string}>((resolve, reject) => {
    const child = spawn(process.execPath, [COMMAND, ...args], {cwd: ROOT, env: {PATH: process.env.PATH ?? '', ...env}})
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (status) => resolve({status, stdout, stderr, lastLine: stdout.trimEnd().split('\n').at(-1) ?? ''}))
  })
}

const work = mkdtempSync(join(tmpdir(), 'content-check-'))
/** The launch dataset with every placeholder replaced, as an editor would leave it before launch. */
const cleared = join(work, 'cleared.ndjson')
writeFileSync(cleared, clearedLaunchDataset())
const expected = checkDocuments(launchDocuments)

let lake: LakeStandIn
beforeAll(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: 'offline0', dataset: 'production'})
})
afterAll(async () => {
  await lake?.close()
  rmSync(work, {recursive: true, force: true})
})

test('the bundled dataset: every item under its kind, in the Studio’s words, then the summary; exit 0', async () => {
  const run = await contentCheck()
  expect(run.status).toBe(0)
  expect(run.stdout.split('\n')[0]).toBe('Launch checklist of packages/content/data.ndjson')
  expect(run.stdout).toContain(
    '  Pilot: Givify › Implementers › 2 › Name: “Samuel Owusu (sample)”  [pilot-givify sections[_key=="k5t"].implementers[_key=="k5v"].name]',
  )
  for (const group of groupByKind(expected).filter((kind) => kind.items.length)) {
    expect(run.stdout).toContain(`\n${group.title} (${group.items.length})\n`)
  }
  expect(run.lastLine).toBe(summaryLine(expected))
  expect(run.lastLine).toMatch(
    /^launch checklist: 287 open items \(208 sample names and texts, 63 placeholder links, 16 placeholder videos\)$/,
  )
})

test('strict, by flag or by variable: the same list, exit 1', async () => {
  const [flag, variable] = await Promise.all([contentCheck(['--strict']), contentCheck([], {LAUNCH_CHECK: 'strict'})])
  for (const run of [flag, variable]) {
    expect(run.status).toBe(1)
    expect(run.lastLine).toBe(summaryLine(expected))
    expect(run.stderr).toContain('Strict: every open item must be cleared before launch')
  }
})

test('a dataset file with every placeholder replaced passes, strict too; one placeholder left is one item', async () => {
  const clean = await contentCheck(['--strict'], {CONTENT_DATASET_FILE: cleared})
  expect(clean.status).toBe(0)
  expect(clean.lastLine).toBe('launch checklist: 0 open items: ready to launch')

  const oneLeft = join(work, 'one-left.ndjson')
  writeFileSync(oneLeft, readFileSync(cleared, 'utf8').replace('"name":"Wei Chen"', '"name":"Wei Chen (sample)"'))
  const run = await contentCheck([], {CONTENT_DATASET_FILE: oneLeft})
  expect(run.status).toBe(0)
  expect(run.stdout).toContain('  Team member: Wei Chen (sample) › Name: “Wei Chen (sample)”  [team-wei-chen name]')
  expect(run.lastLine).toBe('launch checklist: 1 open item (1 sample names and texts)')
})

test('the Content Lake dataset when a project is configured: what is published counts', async () => {
  lake.store.applyMutations([{patch: {id: 'team-wei-chen', set: {name: 'Wei Chen'}}}])
  // A draft does not count: the site shows published content.
  lake.store.applyMutations([
    {create: {...launchDocuments.find((doc) => doc._id === 'team-hana-sato'), _id: 'drafts.team-hana-sato', name: 'Hana Sato'}},
  ])
  const run = await contentCheck([], {NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0', SANITY_API_HOST: lake.url})
  expect(run.status).toBe(0)
  expect(run.stdout.split('\n')[0]).toBe('Launch checklist of the Content Lake (project offline0, dataset production)')
  expect(run.stdout).not.toContain('[team-wei-chen name]')
  expect(run.stdout).toContain('[team-hana-sato name]')
  expect(run.lastLine).toMatch(/^launch checklist: 286 open items \(207 sample names and texts,/)
})

test('a dataset that cannot be read, or a wrong argument: a clear message, exit 2', async () => {
  const broken = join(work, 'broken.ndjson')
  writeFileSync(broken, `${readFileSync(DATA_FILE, 'utf8').split('\n')[0]}\n{"_id": "x",\n`)
  const [missing, invalid, unreachable, wrongArgument] = await Promise.all([
    contentCheck([], {CONTENT_DATASET_FILE: join(work, 'missing.ndjson')}),
    contentCheck([], {CONTENT_DATASET_FILE: broken}),
    contentCheck([], {SANITY_STUDIO_PROJECT_ID: 'offline0', SANITY_API_HOST: 'http://127.0.0.1:9'}),
    contentCheck(['--strikt']),
  ])
  expect(missing).toMatchObject({status: 2, stdout: ''})
  expect(missing.stderr).toContain(`content:check: Cannot read the dataset file ${join(work, 'missing.ndjson')}: ENOENT`)
  expect(invalid).toMatchObject({status: 2, stdout: ''})
  expect(invalid.stderr).toContain(`content:check: ${broken}: line 2 is not valid JSON`)
  expect(unreachable).toMatchObject({status: 2, stdout: ''})
  expect(unreachable.stderr).toContain('content:check: Cannot read the Content Lake (project offline0, dataset production)')
  expect(wrongArgument).toMatchObject({status: 2, stdout: ''})
  expect(wrongArgument.stderr).toContain('Unknown argument "--strikt".\nUsage: pnpm content:check [--strict]')
})
