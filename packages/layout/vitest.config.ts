/** Unit tests of how a list of any length is laid out in rows. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../../vitest.shared.mts'

export default defineConfig({test: {include: ['test/**/*.test.ts'], ...HANG_LIMITS}})
