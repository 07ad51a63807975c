/**
 * pnpm bench:chaos — a seeded, randomized fault schedule against two production instances of the
 * Lake-mode build (turbo task `build:lake`) sharing one Redis, Varnish (deploy/varnish/default.vcl)
 * in front of one of them, all reading a Content Lake stand-in through a fault-injecting front.
 * Steps (bench/chaos/schedule.ts): publishes (title, rename, delete, re-create) with half their
 * webhooks lost, instances killed with SIGKILL and started again, Redis flushed, frozen and
 * restarted, the Lake answering 503, late or never for 5–20 s, purges failing, Varnish restarted;
 * a reader asks both instances and the edge all along. Then, once every fault is over, A, B and the
 * edge must agree with a fresh instance of the build on every address within a bound.
 *
 *   node bench/chaos.ts [--seed N] [--steps 40] [--plan] [--dist .next-lake] [--catch-up-s 3] [--converge-s 90]
 *
 * Prints the seed, each step as it happens, every answer >= 500 (or none), every difference, the
 * time to converge; exits 1 when there is any. --plan prints the schedule only. Ctrl-C stops
 * everything it started. Linux, redis-server and varnishd installed (the tests' own: test/support).
 */
import {randomInt} from 'node:crypto'
import {parseArgs} from 'node:util'
import {routedDocuments} from './chaos/content.ts'
import {failed, reportLines} from './chaos/report.ts'
import {runChaos} from './chaos/run.ts'
import {describeStep, drawSchedule} from './chaos/schedule.ts'

const {values} = parseArgs({
  options: {
    seed: {type: 'string'},
    steps: {type: 'string', default: '40'},
    plan: {type: 'boolean', default: false},
    dist: {type: 'string'},
    'catch-up-s': {type: 'string', default: '3'},
    'converge-s': {type: 'string', default: '90'},
  },
})
// The one draw outside the schedule: which seed, when none is given (printed, so the run can be repeated).
const seed = values.seed === undefined ? randomInt(1, 1_000_000) : Number(values.seed)
const steps = Number(values.steps)

if (values.plan) {
  console.log(`seed ${seed}, ${steps} steps:`)
  for (const step of drawSchedule(seed, steps, routedDocuments())) console.log(describeStep(step))
} else {
  const stopping = new AbortController()
  process.once('SIGINT', () => {
    console.log('stopping: ending every process this run started (Ctrl-C again to leave them)')
    stopping.abort(new Error('stopped by Ctrl-C'))
    process.once('SIGINT', () => process.exit(130))
  })
  try {
    const report = await runChaos({
      seed,
      steps,
      dist: values.dist,
      catchUpS: Number(values['catch-up-s']),
      convergeBoundS: Number(values['converge-s']),
      signal: stopping.signal,
    })
    for (const line of reportLines(report)) console.log(line)
    process.exitCode = failed(report) ? 1 : 0
  } catch (error) {
    if (!stopping.signal.aborted) throw error
    console.log(`stopped; everything it started is stopped (reproduce: node bench/chaos.ts --seed ${seed} --steps ${steps})`)
    process.exitCode = 130
  }
}
