/**
 * The launch checklist on the command line: every open item of the published content, grouped by kind,
 * each with its document and field in the Studio's words and its id and path, then one summary line
 * (`launch checklist: N open items …`). It reads what the site reads: the Content Lake dataset when a
 * project is configured, else the dataset file. Exit status: 0 while the checklist only warns; 1 with
 * `--strict` (or LAUNCH_CHECK=strict) and any open item, so a deploy can refuse sample content; 2 when
 * the dataset cannot be read or the arguments are wrong.
 */
import {readFileSync} from 'node:fs'
import {checkDocuments, formatReport, schemaFromFieldTitles, type Document, type FieldTitles} from '@site/launch-check'
import {describeSource, readDocuments, sourceFromEnv} from '@site/launch-check/source'

const USAGE = 'Usage: pnpm content:check [--strict]   (or LAUNCH_CHECK=strict)'

const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--strict')
if (unknown.length) {
  console.error(`Unknown argument ${unknown.map((arg) => `"${arg}"`).join(', ')}.\n${USAGE}`)
  process.exit(2)
}
const strict = args.includes('--strict') || process.env.LAUNCH_CHECK === 'strict'

const source = sourceFromEnv()
let documents: Document[]
try {
  documents = await readDocuments(source)
} catch (error) {
  console.error(`content:check: ${(error as Error).message}`)
  process.exit(2)
}

const items = checkDocuments(documents)
// The Studio's field titles as `pnpm typegen` wrote them: loading the Studio's schema itself takes seconds.
const titles = JSON.parse(readFileSync(new URL('../../packages/types/field-titles.json', import.meta.url), 'utf8')) as FieldTitles
const schema = schemaFromFieldTitles(titles)
console.log(`Launch checklist of ${describeSource(source)}${strict ? ' (strict)' : ''}\n`)
if (strict && items.length) console.error('Strict: every open item must be cleared before launch; exiting with status 1.')
console.log(formatReport(items, documents, schema))
if (strict && items.length) process.exitCode = 1
