/**
 * The `pnpm bench:*` scripts run under Node's own TypeScript support, not through Vitest or Next,
 * and nothing else runs them in the test command: every module they import must load there (a
 * relative import without its `.ts` extension, fine for the bundlers, fails only under Node).
 */
import {spawnSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {expect, test} from 'vitest'

const WEB = fileURLToPath(new URL('..', import.meta.url))
// What the bench entry points import (the entry points themselves start measuring when loaded).
const MODULES = [
  './bench/stats.ts',
  './bench/serverCpu.ts',
  './bench/studioPublish.ts',
  './bench/newPagePublish.ts',
  './bench/catchUpPublish.ts',
  './bench/scale/catchUp.ts',
  './bench/scale/build.ts',
  './bench/scale/dataset.ts',
  './bench/scale/queries.ts',
  './bench/chaos/run.ts',
  './bench/chaos/schedule.ts',
  './test/support/faultyLake.ts',
  './test/support/productionServer.ts',
  './test/support/redisServer.ts',
]

test("the benchmarks' modules load under Node's own TypeScript support", () => {
  const imports = MODULES.map((module) => `await import(${JSON.stringify(module)})`).join('; ')
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', imports], {cwd: WEB, encoding: 'utf8'})
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
})
