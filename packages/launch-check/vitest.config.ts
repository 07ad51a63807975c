/** Unit tests of the launch checklist's rules, on the bundled launch dataset. */
import {defineConfig} from 'vitest/config'

export default defineConfig({test: {include: ['test/**/*.test.ts']}})
