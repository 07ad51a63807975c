// Generates packages/types from the Studio schema and web's defineQuery queries:
//   sanity schema extract  -> packages/types/schema.json
//   sanity typegen generate -> packages/types/sanity.types.ts
//   the Studio's field titles -> packages/types/field-titles.json (studio/scripts/fieldTitles.ts)
import {execFileSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'

const studio = fileURLToPath(new URL('../studio/', import.meta.url))

const sanity = (...args) => execFileSync('pnpm', ['exec', 'sanity', ...args], {cwd: studio, stdio: ['ignore', 'pipe', 'inherit']})
sanity('schema', 'extract', '--path', '../packages/types/schema.json', '--enforce-required-fields', '--force')
sanity('typegen', 'generate')
execFileSync(process.execPath, ['scripts/extract-field-titles.mjs'], {cwd: studio, stdio: ['ignore', 'ignore', 'inherit']})

console.log('Generated packages/types/schema.json, sanity.types.ts and field-titles.json')
