// The test command's turbo run (see package.json `test`, after the install): every check, build and test
// task, each thing built once (the browser tests' builds are turbo tasks their test tasks depend on).
// Two at a time on two cores: the two browser suites (which wait on their servers as much as they
// compute) run side by side; three at a time was measured slower (docs/testing.md). It ends with a table of how long each task took, slowest
// first, so the next slowdown shows where it happens; the exit status is turbo's.
import {spawnSync} from 'node:child_process'
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

const TASKS = ['lint', 'format:check', 'check', 'typecheck', 'test', 'web#e2e', 'studio#test:studio']
const RUNS = '.turbo/runs'

const started = Date.now()
const run = spawnSync('turbo', ['run', ...TASKS, '--concurrency=2', '--continue', '--summarize'], {
  stdio: 'inherit',
  // The site's builds skip Next's own type check: `web#typecheck` runs it once, in this same run.
  env: {...process.env, SITE_BUILD_SKIP_TYPECHECK: 'true'},
})

const summaries = readdirSync(RUNS, {withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => join(RUNS, entry.name))
  .filter((file) => statSync(file).mtimeMs >= started)
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
if (summaries.length) {
  const summary = JSON.parse(readFileSync(summaries[0], 'utf8'))
  const rows = summary.tasks
    .filter((task) => task.execution)
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      outcome: task.execution.exitCode === 0 ? (task.cache?.status === 'HIT' ? 'cached' : 'ok') : `FAILED (${task.execution.exitCode})`,
    }))
    .sort((a, b) => b.seconds - a.seconds)
  const width = Math.max(...rows.map((row) => row.task.length))
  console.log('\nTask times (turbo summary, slowest first):')
  for (const row of rows) console.log(`  ${row.task.padEnd(width)}  ${row.seconds.toFixed(1).padStart(6)} s  ${row.outcome}`)
  console.log(`  ${'wall time of the turbo run'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)
} else {
  console.log('\n(no turbo run summary found in .turbo/runs)')
}
process.exit(run.status ?? 1)
