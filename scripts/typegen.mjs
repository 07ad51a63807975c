// Generates packages/types from the Studio schema and web's defineQuery queries:
//   sanity schema extract  -> packages/types/schema.json
//   sanity typegen generate -> packages/types/sanity.types.ts
import {execFileSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'

const studio = fileURLToPath(new URL('../studio/', import.meta.url))

const sanity = (...args) => execFileSync('pnpm', ['exec', 'sanity', ...args], {cwd: studio, stdio: ['ignore', 'pipe', 'inherit']})
sanity('schema', 'extract', '--path', '../packages/types/schema.json', '--enforce-required-fields', '--force')
sanity('typegen', 'generate')

console.log('Generated packages/types/schema.json and packages/types/sanity.types.ts')
