/** Unit tests of the stand-in itself. */
import {defineConfig} from 'vitest/config'

export default defineConfig({test: {include: ['test/**/*.test.ts']}})
