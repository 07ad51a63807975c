// The test command's turbo runs (see package.json `test`, after the install): every check, build and test
// task, each thing built once, in two phases:
//   1. every build the browser suites need, and beside them every check, type check and unit test,
//      each two at a time, at the same priority;
//   2. the two browser suites, side by side, on a machine that has nothing else to do.
// Builds read the committed generated types as they are (typegen, a dependency of the checks,
// replaces a file only when it changed, in one rename), and the font and CSS scripts that the site's
// build and type check share write the same way. Why this order: the browser suites are the one part
// whose speed depends on having the CPU (the Studio's suite drives a heavy single-page app, one test
// at a time, and a starved Studio missed its waits), while checks and unit tests are short CPU work
// that packs in beside the builds. Started at
// a lower priority beside the browser suites instead, the unit tests starved for the whole browser
// phase on a cold clone (494 s, two past their time limits) and the Studio's suite starved with them.
// Phase 2's run uses `--only`: what it depends on (the builds) was made in phase 1. It ends with a
// table of how long each task took, slowest first, so the next slowdown shows where it happens; the
// exit status is non-zero if any task failed.
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

const BUILDS = ['web#build', 'web#build:lake', 'web#build:canary', 'studio#build:standin']
const BROWSER_SUITES = ['web#e2e', 'studio#test:studio']
const CHECKS = ['lint', 'format:check', 'check', 'typecheck', 'test']
const RUNS = '.turbo/runs'

// The site's builds skip Next's own type check: the typecheck tasks run it once, in this same command.
const env = {...process.env, SITE_BUILD_SKIP_TYPECHECK: 'true'}

/** One turbo run; resolves with its exit status. */
function turbo(tasks, flags) {
  const child = spawn('turbo', ['run', ...tasks, ...flags, '--continue', '--summarize'], {stdio: 'inherit', env})
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

/** The tasks of every turbo run summarised since `since`, as turbo records them. */
function tasksSince(since) {
  return readdirSync(RUNS, {withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(RUNS, entry.name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tasks)
}

const started = Date.now()
// Two runs side by side, so the builds start at once: in one run turbo starts ready tasks in the
// order of their package names, and the site's builds (package `web`) came last.
const prepared = Math.max(...(await Promise.all([turbo(BUILDS, ['--concurrency=2']), turbo(CHECKS, ['--concurrency=2'])])))
// A failed check does not stop the browser suites; a failed or missing build does.
const built = tasksSince(started).filter(
  (task) => BUILDS.includes(task.taskId) && (task.execution?.exitCode === 0 || task.cache?.status === 'HIT'),
)
const builtAll = BUILDS.every((id) => built.some((task) => task.taskId === id))
const statuses = [prepared, builtAll ? await turbo(BROWSER_SUITES, ['--only', '--concurrency=2']) : 1]

const rows = tasksSince(started)
  .filter((task) => task.execution && task.cache?.status !== 'HIT')
  .map((task) => ({
    task: task.taskId,
    seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    outcome: task.execution.exitCode === 0 ? 'ok' : `FAILED (${task.execution.exitCode})`,
  }))
  .sort((a, b) => b.seconds - a.seconds)
if (rows.length) {
  const width = Math.max(...rows.map((row) => row.task.length))
  console.log('\nTask times (turbo summaries, slowest first):')
  for (const row of rows) console.log(`  ${row.task.padEnd(width)}  ${row.seconds.toFixed(1).padStart(6)} s  ${row.outcome}`)
  console.log(`  ${'wall time of the turbo runs'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)
} else {
  console.log('\n(no turbo run summary found in .turbo/runs)')
}
if (!builtAll) console.log('\nA build failed: the browser suites did not run.')
process.exit(statuses.some((status) => status !== 0) ? 1 : 0)
