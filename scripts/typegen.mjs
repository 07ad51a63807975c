// Generates packages/types from the Studio schema and web's defineQuery queries:
//   sanity schema extract   -> packages/types/schema.json
//   sanity typegen generate -> packages/types/sanity.types.ts
//   the Studio's field titles -> packages/types/field-titles.json (studio/scripts/fieldTitles.ts)
//   each query's type         -> packages/types/query-types.json (studio/scripts/extract-query-types.mjs;
//                                the site's data door checks answers against it)
//
// The files are committed, and builds read them as they are (the test command builds while this
// runs): the JSON files, which the site and the tools read at run time, are replaced in one rename
// and only when their content changed, so a reader never sees half a file.
import {execFileSync} from 'node:child_process'
import {readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

const studio = fileURLToPath(new URL('../studio/', import.meta.url))
const types = fileURLToPath(new URL('../packages/types/', import.meta.url))

/** Puts `content` at `file` in one rename (a temporary file beside it), unless it is there already. */
function replaceIfChanged(file, content) {
  let current = null
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // a first generation
  }
  if (current === content) return
  const next = `${file}.${process.pid}.tmp`
  writeFileSync(next, content)
  renameSync(next, file)
}

const run = (command, args) =>
  execFileSync(command, args, {cwd: studio, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})

// Extracted beside the committed file (the CLI takes --path relative to the Studio, even an absolute one).
const extracted = `../packages/types/schema.json.${process.pid}.tmp`
try {
  run('pnpm', ['exec', 'sanity', 'schema', 'extract', '--path', extracted, '--enforce-required-fields', '--force'])
  replaceIfChanged(join(types, 'schema.json'), readFileSync(join(studio, extracted), 'utf8'))
} finally {
  rmSync(join(studio, extracted), {force: true})
}
run('pnpm', ['exec', 'sanity', 'typegen', 'generate'])
replaceIfChanged(join(types, 'field-titles.json'), run(process.execPath, ['scripts/extract-field-titles.mjs']))
replaceIfChanged(join(types, 'query-types.json'), run(process.execPath, ['scripts/extract-query-types.mjs', join(types, 'schema.json')]))

console.log('Generated packages/types/schema.json, sanity.types.ts, field-titles.json and query-types.json')
