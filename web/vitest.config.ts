/**
 * Unit tests only, all under test/ (as in every workspace): a test of one module sits at that module's
 * path (src/publish/verify.ts → test/publish/verify.test.ts). Playwright's e2e/*.spec.ts are not Vitest's.
 *
 * Two projects. Files that mock a module, stub the environment or the clock, or reset the module
 * registry get a module graph of their own, as Vitest gives every file by default; every other file
 * shares one per worker, so the site's modules load once instead of once per file (alone on two cores,
 * 24 CPU-seconds → 12). The split is read from the files themselves, so a new test that starts stubbing
 * is isolated without anyone listing it.
 */
import {globSync, readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {configDefaults, defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../vitest.shared.mts'

const TEST_FILES = ['test/**/*.test.ts', 'test/**/*.test.tsx']
// What changes state another file would see if they shared modules.
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?![=>])|delete process\.env|assign\(process\.env/
const isolated = globSync(TEST_FILES, {cwd: fileURLToPath(new URL('.', import.meta.url))}).filter((file) =>
  CHANGES_SHARED_STATE.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
)

export default defineConfig({
  // tsconfig keeps JSX for Next ("preserve"); unit tests that render components need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {alias: {'@': fileURLToPath(new URL('./src', import.meta.url))}},
  test: {
    environment: 'node',
    ...HANG_LIMITS,
    // next-sanity imports `next/headers` without an extension, which Node cannot resolve outside Next:
    // bundled by Vitest, the import resolves (and tests can stand in for Next's request APIs).
    server: {deps: {inline: ['next-sanity']}},
    projects: [
      {
        extends: true,
        test: {name: 'shared modules', include: TEST_FILES, exclude: [...configDefaults.exclude, ...isolated], isolate: false},
      },
      ...(isolated.length ? [{extends: true, test: {name: 'own modules', include: isolated, isolate: true}}] : []),
    ],
  },
})
