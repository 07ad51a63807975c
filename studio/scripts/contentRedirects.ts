/**
 * `pnpm content:redirects import FILE.csv`: moves an old site's redirects into the dataset file the
 * other content commands use (packages/content/data.ndjson, or CONTENT_DATASET_FILE), as `redirect`
 * documents checked by the Studio's own rules (redirectImport.ts). Prints each refused row with every
 * reason, then `N redirects written to FILE, M rows refused`. Every value from the file is printed with
 * its control characters escaped (`\u001b`): a row cannot write to the terminal.
 *
 * Exit status: 0 when every row was written; 1 when some rows were refused (the others are written);
 * 2 for wrong arguments, a file that cannot be read, a CSV that cannot be parsed or lacks a column,
 * a file over MAX_CSV_BYTES, more redirects than the site holds (MAX_REDIRECTS, counting the dataset's),
 * or a configured Content Lake: then nothing is written.
 *
 * An outside address on the site's own host is refused: the site's address is SANITY_STUDIO_SITE_URL, as
 * the Studio reads it, or NEXT_PUBLIC_SITE_URL, as the site does.
 *
 * With a Sanity project configured it refuses rather than writing to the Content Lake: a write there
 * needs a token with write access and cannot be undone by a look at a diff. The file, reviewed and
 * committed, goes to the Lake with `pnpm content:push`, as every other change to the dataset does.
 */
import {readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {basename, dirname, join, resolve} from 'node:path'
import {parseNdjson} from '@site/content'
import {schemaFromFieldTitles, type Document, type FieldTitles} from '@site/launch-check'
import {describeSource, sourceFromEnv} from '@site/launch-check/source'
import {csvSizeProblem, importRedirects, printable, readRedirectCsv, REQUIRED_COLUMNS, type RedirectRow} from './redirectImport.ts'

const USAGE = `Usage: pnpm content:redirects import FILE.csv   (a header row naming the columns ${REQUIRED_COLUMNS.join(',')}; a note column is kept)`

function fail(message: string): never {
  console.error(`content:redirects: ${message}`)
  process.exit(2)
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

const [command, csvArgument, ...extra] = process.argv.slice(2)
if (command !== 'import' || !csvArgument || extra.length) fail(`expected "import FILE.csv".\n${USAGE}`)

const source = sourceFromEnv()
if (source.kind === 'lake')
  fail(
    'a Sanity project is configured (NEXT_PUBLIC_SANITY_PROJECT_ID or SANITY_STUDIO_PROJECT_ID), and this command ' +
      'writes to the dataset file only. Run it without those variables (after `pnpm content:pull` when editors have ' +
      'published since); `pnpm content:push` then imports the file into the Content Lake.',
  )

// pnpm runs a root script in the repository's root: a relative path means the folder the operator typed it in.
const csvFile = resolve(process.env.INIT_CWD ?? process.cwd(), csvArgument)
let csv: Buffer
try {
  // Its size first: a file far larger than any list of redirects is not read into memory.
  const tooLarge = csvSizeProblem(statSync(csvFile).size)
  if (tooLarge) fail(`${csvArgument}: ${tooLarge}\nNothing was written.`)
  csv = readFileSync(csvFile)
} catch (error) {
  fail(`Cannot read ${csvArgument}: ${(error as Error).message}`)
}
let rows: RedirectRow[]
try {
  rows = readRedirectCsv(csv)
} catch (error) {
  // The message may quote the file (its header row): printed escaped, as refused rows are.
  fail(`${csvArgument}: ${printable((error as Error).message)}\nNothing was written.`)
}

const datasetFile = source.file
let dataset: Buffer
let documents: Document[]
try {
  dataset = readFileSync(datasetFile)
  documents = parseNdjson(dataset.toString('utf8'), datasetFile)
} catch (error) {
  fail(`Cannot read the dataset file ${datasetFile}: ${(error as Error).message}`)
}

// The Studio's type titles as `pnpm typegen` wrote them ("Pilot"), to name who holds an address.
const titles = JSON.parse(readFileSync(new URL('../../packages/types/field-titles.json', import.meta.url), 'utf8')) as FieldTitles
const siteUrl = process.env.SANITY_STUDIO_SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || null
let result: Awaited<ReturnType<typeof importRedirects>>
try {
  result = await importRedirects(rows, documents, schemaFromFieldTitles(titles), {siteUrl})
} catch (error) {
  fail(`${csvArgument}: ${printable((error as Error).message)}\nNothing was written.`)
}
const {accepted, refused} = result

if (accepted.length) {
  const separator = dataset.length && dataset.at(-1) !== 0x0a ? '\n' : ''
  const added = accepted.map((doc) => `${JSON.stringify(doc)}\n`).join('')
  // Written beside the dataset and renamed over it: a reader (the site's build, an interrupted run)
  // sees the old file or the new one, never half of it.
  const temporary = join(dirname(datasetFile), `.${basename(datasetFile)}.${process.pid}.tmp`)
  try {
    writeFileSync(temporary, Buffer.concat([dataset, Buffer.from(separator + added)]), {mode: statSync(datasetFile).mode})
    renameSync(temporary, datasetFile)
  } catch (error) {
    rmSync(temporary, {force: true})
    fail(`Cannot write the dataset file ${datasetFile}: ${(error as Error).message}`)
  }
}

for (const {row, reasons} of refused)
  console.log(printable(`line ${row.line}  ${row.from || '(empty)'} → ${row.to || '(empty)'}: ${reasons.join(' ')}`))
console.log(`${count(accepted.length, 'redirect')} written to ${describeSource(source)}, ${count(refused.length, 'row')} refused`)
process.exitCode = refused.length ? 1 : 0
