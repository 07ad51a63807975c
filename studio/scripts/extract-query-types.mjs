// Prints, as JSON, the type of every query the site runs as TypeGen works it out: each query web's
// queries module exports, parsed as TypeGen parses it (@sanity/codegen's safeParseQuery, which gives the
// `$start`/`$max…` of a slice a number) and typed against the extracted schema by groq-js's
// typeEvaluate, the pass behind every `<Name>Result` in sanity.types.ts. `pnpm typegen` writes it to
// packages/types/query-types.json; the site's data door checks each answer against it (answerShapes.ts).
//
// Run from the Studio's folder: `node scripts/extract-query-types.mjs SCHEMA_FILE`.
import {readFileSync} from 'node:fs'
import {safeParseQuery} from '@sanity/codegen'
import {typeEvaluate} from 'groq-js'

const schema = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const queries = await import(new URL('../../web/src/sanity/queries/index.ts', import.meta.url).href)

// One query a line: a change to a query is a change to its line.
const lines = Object.entries(queries)
  .filter(([, query]) => typeof query === 'string')
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, query]) => `  ${JSON.stringify(name)}: ${JSON.stringify(typeEvaluate(safeParseQuery(query), schema))}`)
process.stdout.write(`{\n${lines.join(',\n')}\n}\n`)
