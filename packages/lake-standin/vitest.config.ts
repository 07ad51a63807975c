/** Unit tests of the stand-in itself. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../../vitest.shared.mts'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    ...HANG_LIMITS,
  },
})
