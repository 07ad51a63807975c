// The test command's turbo runs (see package.json `test`, after the install): every check, build and test
// task, each thing built once. Turbo starts ready tasks in its own order, not the longest chain first, so
// in one run the two browser suites waited about a minute behind unit tests and type checks. Here:
//   1. the builds the browser suites need (and the type generation they depend on), two at a time;
//   2. the two browser suites, side by side, as soon as those builds are there; and beside them,
//      at a lower CPU priority (nice), every check, type check and unit test, two at a time (one at a
//      time ended after the browser suites).
// Phase 2's runs use `--only`: what they depend on (the builds, the generated types) was made in
// phase 1. It ends with a table of how long each task took, slowest first, so the next slowdown shows
// where it happens; the exit status is non-zero if any task failed.
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

const BUILDS = ['web#build', 'web#build:lake', 'web#build:canary', 'studio#build:standin']
const BROWSER_SUITES = ['web#e2e', 'studio#test:studio']
const CHECKS = ['lint', 'format:check', 'check', 'typecheck', 'test']
const RUNS = '.turbo/runs'

// The site's builds skip Next's own type check: the typecheck tasks run it once, in this same command.
const env = {...process.env, SITE_BUILD_SKIP_TYPECHECK: 'true'}

/** One turbo run; resolves with its exit status. `nice` lowers its CPU priority. */
function turbo(tasks, flags, {nice = false} = {}) {
  const args = ['run', ...tasks, ...flags, '--continue', '--summarize']
  const child = nice
    ? spawn('nice', ['-n', '10', 'turbo', ...args], {stdio: 'inherit', env})
    : spawn('turbo', args, {stdio: 'inherit', env})
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const started = Date.now()
const builds = await turbo([...BUILDS, 'typegen'], ['--concurrency=2'])
// Without the builds the browser suites cannot run; the checks still say what else is wrong.
const statuses = [
  builds,
  ...(await Promise.all([
    builds === 0 ? turbo(BROWSER_SUITES, ['--only', '--concurrency=2']) : 1,
    turbo(CHECKS, ['--only', '--concurrency=2'], {nice: true}),
  ])),
]

const rows = readdirSync(RUNS, {withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => join(RUNS, entry.name))
  .filter((file) => statSync(file).mtimeMs >= started)
  .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tasks)
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
if (builds !== 0) console.log('\nThe builds failed: the browser suites and checks did not run.')
process.exit(statuses.some((status) => status !== 0) ? 1 : 0)
