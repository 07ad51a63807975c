// The test command's turbo runs (see package.json `test`, after the install): every check, build and test
// task, each thing built once, in three lanes that share the machine by priority, not by turns:
//   - the Studio lane, at normal priority: the two builds the Studio's browser tests serve
//     (`web#build:lake`, `studio#build:standin`), then those tests;
//   - the site lane, lower (nice 10): the site's builds, then its browser tests once their builds (the
//     Lake build among them) are made;
//   - the checks, lowest (nice 19): every lint, format check, type check and unit test.
// All start after `web#assets` (font, stylesheet and images, which every build of the site and web's
// type check read).
// Why: the command is CPU-bound from the install to the last test, and its longest chain is the site's
// build followed by the site's browser tests. The Studio's tests drive a heavy single-page app and mostly
// wait (for the stand-in, the webhook, the site), but each step needs the CPU at once: beside everything
// else at one priority they took 17 minutes of a cold run; first in line, on two stacks, 9. The checks
// are CPU work that nothing waits for, so they take what the two lanes leave: beside the site's build at
// one priority they held it to about 4 minutes of a cold run, below it mostly 2.5
// (docs/benchmarks.md#test-suite-runs).
// Time limits are hang guards only, so a lower priority makes a task slower, never red. Runs after the
// first use `--only`: what they depend on was made before them.
// It ends with a table of how long each task took, slowest first, then the last lines of each failed
// task's log (the three lanes' output interleaves, and a CI page often keeps only its end); the exit
// status is non-zero if any task failed.
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

const ASSETS = ['web#assets']
const STUDIO_BUILDS = ['web#build:lake', 'studio#build:standin']
const SITE_BUILDS = ['web#build', 'web#build:canary']
const CHECKS = ['lint', 'format:check', 'check', 'typecheck', 'test']
const RUNS = '.turbo/runs'
// The lanes' priorities, as nice values (the Studio lane runs at 0).
const NICE = {site: 10, checks: 19}

// The site's builds skip Next's own type check: the typecheck tasks run it once, in this same command.
// On a CI machine they skip writing Turbopack's build cache too, as no later build there would read it.
const env = {...process.env, SITE_BUILD_SKIP_TYPECHECK: 'true', ...(process.env.CI ? {SITE_BUILD_CACHE: 'false'} : {})}

/** One turbo run, at the lower priority `nice` (0 to 19) gives; resolves with its exit status. */
function turbo(tasks, flags, {nice = 0} = {}) {
  const command = ['turbo', 'run', ...tasks, ...flags, '--continue', '--summarize']
  const [file, ...args] = nice ? ['nice', '-n', String(nice), ...command] : command
  const child = spawn(file, args, {stdio: 'inherit', env})
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
const failures = []
/** Runs `next` unless a run it needs failed, which it then names. */
async function after(needs, what, next) {
  const statuses = await Promise.all(needs)
  if (statuses.some((status) => status !== 0)) {
    failures.push(`${what} did not run: a build it needs failed`)
    return 1
  }
  return next()
}

const assets = turbo(ASSETS, [])
const studioBuilds = after([assets], 'the Studio lane', () => turbo(STUDIO_BUILDS, ['--only', '--concurrency=2']))
const siteBuilds = after([assets], 'the site builds', () => turbo(SITE_BUILDS, ['--only', '--concurrency=2'], {nice: NICE.site}))
// A failed check does not stop the browser tests; a failed build does.
const statuses = await Promise.all([
  // After the assets too: web's typecheck reads the generated stylesheet module, and turbo then finds
  // `web#assets` in its cache instead of making it a second time beside the first.
  after([assets], 'the checks', () => turbo(CHECKS, ['--concurrency=2'], {nice: NICE.checks})),
  after([studioBuilds], "the Studio's browser tests", () => turbo(['studio#test:studio'], ['--only'])),
  after([siteBuilds, studioBuilds], "the site's browser tests", () => turbo(['web#e2e'], ['--only'], {nice: NICE.site})),
])

const ran = tasksSince(started).filter((task) => task.execution && task.cache?.status !== 'HIT')
const rows = ran
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
// How much of a failed task's log is repeated at the end: a browser test's failure and its summary.
const FAILED_LOG_LINES = 70
for (const task of ran.filter((task) => task.execution.exitCode !== 0)) {
  let lines
  try {
    lines = readFileSync(task.logFile, 'utf8').trimEnd().split('\n')
  } catch {
    lines = [`(no log at ${task.logFile})`]
  }
  console.log(`\nThe end of ${task.taskId}'s log (${task.logFile}):`)
  for (const line of lines.slice(-FAILED_LOG_LINES)) console.log(`  ${line}`)
}
for (const failure of failures) console.log(`\n${failure}.`)
process.exit([await assets, await studioBuilds, await siteBuilds, ...statuses].some((status) => status !== 0) ? 1 : 0)
