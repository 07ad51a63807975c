/**
 * Unit tests only, all under test/ (as in every workspace): a test of one module sits at that module's
 * path (src/publish/verify.ts → test/publish/verify.test.ts). Playwright's e2e/*.spec.ts are not Vitest's.
 */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../vitest.shared.mts'
import {fileURLToPath} from 'node:url'

export default defineConfig({
  // tsconfig keeps JSX for Next ("preserve"); unit tests that render components need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {alias: {'@': fileURLToPath(new URL('./src', import.meta.url))}},
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    ...HANG_LIMITS,
    // next-sanity imports `next/headers` without an extension, which Node cannot resolve outside Next:
    // bundled by Vitest, the import resolves (and tests can stand in for Next's request APIs).
    server: {deps: {inline: ['next-sanity']}},
  },
})
