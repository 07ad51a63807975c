/** Unit tests of the bundled dataset and the embedded GROQ engine: unit tests over the launch content. */
import {defineConfig} from 'vitest/config'
import {HANG_LIMITS} from '../../vitest.shared.mts'

export default defineConfig({test: {include: ['test/**/*.test.ts'], ...HANG_LIMITS}})
