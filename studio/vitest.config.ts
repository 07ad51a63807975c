/** The Studio's unit tests: its schema, validation and desk through Sanity's own functions, and its scripts. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../vitest.shared'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    ...HANG_LIMITS,
  },
})
