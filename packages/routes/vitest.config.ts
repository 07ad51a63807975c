/** Unit tests of the route table. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../../vitest.shared.mts'

export default defineConfig({test: {include: ['test/**/*.test.ts'], ...HANG_LIMITS}})
