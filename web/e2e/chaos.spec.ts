/**
 * `pnpm bench:chaos` in short, as a test: a fixed seed's 8 steps (bench/chaos/schedule.ts) against two
 * production instances of the Lake-mode build (turbo task `build:lake`) sharing Redis, Varnish in front
 * of one, a Lake stand-in behind a fault-injecting front. Seed 52550 draws purges failing for 16 s, the
 * Lake answering late for 8 s, a Studio page renamed, Varnish restarted, instance B killed with SIGKILL,
 * Redis frozen for 9 s, a Beacon finalist deleted and re-created, two of the three webhooks lost. No
 * visitor may get an answer >= 500 (or none from a server that was up), and once the faults are over,
 * both instances and the edge must answer every address as a fresh instance of the build does. The run
 * starts and stops its own servers (bench/chaos/world.ts: startPublishServer(), spawn() of redis-server
 * and varnishd).
 */
import {reportLines} from '../bench/chaos/report'
import {runChaos} from '../bench/chaos/run'
import {expect, test} from './support/fixtures'

const SEED = 52550

test('a fixed-seed fault schedule: no answer >= 500, and A, B and the edge answer as a fresh instance does', async () => {
  // Limits against a hang only: the run itself waits on conditions, bounded inside (convergence: 60 s).
  test.setTimeout(240_000)
  const report = await runChaos({seed: SEED, steps: 8, convergeBoundS: 60, log: (line) => console.log(line)})
  const printed = reportLines(report).join('\n')
  console.log(printed)
  expect(report.errors, printed).toEqual([])
  expect(
    report.badAnswers.map(({where, path, status, step}) => `${where} ${path} ${status} (${step})`),
    printed,
  ).toEqual([])
  expect(
    report.differences.map(({where, path, what}) => `${where} ${path}: ${what}`),
    printed,
  ).toEqual([])
  expect(report.convergedAfterS, printed).not.toBeNull()
})
