/**
 * How quickly the launch checklist answers on a dataset ten times the launch one (BENCH_COPIES, default
 * 10: every launch document plus nine copies with their own ids, about 650 documents and 2,900 open
 * items), in the built Studio (Chromium) against the Content Lake stand-in. Prints, as medians of
 * BENCH_RUNS (default 5):
 *   - the rules alone over that dataset, in Node;
 *   - opening the Studio at the checklist until the total shows (Studio start-up included), and the
 *     tool's own part of it (from the tool's mount to its first list: the query, the rules, the render);
 *   - a fix published by someone else until the count on the open list follows.
 *
 *   pnpm bench:checklist   (builds what the Studio tests serve, through turbo, then measures)
 * E2E_STUDIO_SITE_PORT, E2E_STUDIO_API_PORT and E2E_STUDIO_PORT choose the ports, as for the Studio tests.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {chromium} from '@playwright/test'
import {parseNdjson} from '@site/content'
import {checkDocuments, type Document} from '@site/launch-check'
import {prepareEditorContext} from '@site/test-harness/browser'
import {chromiumLaunchOptions} from '@site/test-harness/chromium'
import {startStudioStack} from '@site/test-harness/stack'
import {DATA_FILE} from '@site/content/paths'

const COPIES = Number(process.env.BENCH_COPIES || 10)
const RUNS = Number(process.env.BENCH_RUNS || 5)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The launch dataset and its copies: each copy's ids (and references among them) get their own suffix. */
function scaledDataset(copies: number): {file: string; documents: Document[]} {
  const launch = readFileSync(DATA_FILE, 'utf8')
  const ids = parseNdjson(launch).map((doc) => doc._id)
  const lines = launch.trim().split('\n')
  for (let copy = 1; copy < copies; copy++) {
    for (const line of launch.trim().split('\n')) {
      // Ids appear quoted as "_id" and "_ref" values: rename both, so each copy is a dataset of its own.
      lines.push(
        line.replace(/"(_id|_ref)":"([^"]+)"/g, (whole, key: string, id: string) =>
          ids.includes(id) ? `"${key}":"${id}-copy${copy}"` : whole,
        ),
      )
    }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'launch-bench-')), 'data.ndjson')
  writeFileSync(file, `${lines.join('\n')}\n`)
  return {file, documents: parseNdjson(readFileSync(file, 'utf8'))}
}

const {file, documents} = scaledDataset(COPIES)
const rules: number[] = []
let items = 0
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  items = checkDocuments(documents).length
  rules.push(performance.now() - started)
}
console.log(`${documents.length} documents, ${items} open items`)
console.log(`rules alone (Node): median ${seconds(median(rules))}`)

const stack = await startStudioStack({file})
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const opened: number[] = []
  const tool: number[] = []
  const followed: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1440, height: 900}})
    await prepareEditorContext(context)
    const page = await context.newPage()
    const started = performance.now()
    await page.goto(`${stack.studioUrl}/launch-checklist`)
    const total = page.getByTestId('launch-total')
    await total.waitFor({timeout: 120_000})
    opened.push(performance.now() - started)
    tool.push(Number(await total.getAttribute('data-loaded-in-ms')))
    const before = await total.textContent()

    // Someone publishes a fix: a team member's sample name replaced in the stand-in.
    const id = `team-wei-chen-copy${run}`
    const published = stack.lake.store.get(id)!
    const fixedAt = performance.now()
    stack.lake.store.applyMutations([{patch: {id, ifRevisionID: published._rev, set: {name: `Wei Chen ${run}`}}}])
    await page.waitForFunction((text) => document.querySelector('[data-testid="launch-total"]')?.textContent !== text, before, {
      timeout: 60_000,
    })
    followed.push(performance.now() - fixedAt)
    await context.close()
  }
  stack.lake.assertAllAnswered()
  console.log(`Studio opened at the checklist → total shown: median ${seconds(median(opened))} (runs: ${opened.map(seconds).join(', ')})`)
  console.log(`  of which the tool (mount → first list): median ${seconds(median(tool))} (runs: ${tool.map(seconds).join(', ')})`)
  console.log(
    `fix published elsewhere → open list's count follows: median ${seconds(median(followed))} (runs: ${followed.map(seconds).join(', ')})`,
  )
} finally {
  await browser.close()
  await stack.stop()
  rmSync(dirname(file), {recursive: true, force: true})
}
