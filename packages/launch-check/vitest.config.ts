/** Unit tests of the launch checklist's rules, on the bundled launch dataset. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../../vitest.shared.mts'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    ...HANG_LIMITS,
  },
})
