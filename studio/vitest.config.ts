/** The Studio's unit tests: its schema, validation and desk through Sanity's own functions, and its scripts. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../vitest.shared.mts'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One module graph for every file: most of them compile the schema with the sanity package, which
    // costs seconds per file when each file gets a fresh one (105 CPU-seconds in all against 16).
    // No test here mocks a module or changes a shared one.
    isolate: false,
    ...HANG_LIMITS,
  },
})
