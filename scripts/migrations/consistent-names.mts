// Renames the content model's names in a dataset export: single pages' types and ids end in `Page`
// (home → homePage, summit2025 → summitPage…), Beacon page section types end in `Section`, section
// headings end in `Heading`, rich text is `body`, `organization` is spelt `organisation` (the full
// list: packages/content/src/migrations/renames.ts).
//   node scripts/migrations/consistent-names.mts [path/to/data.ndjson]   (default: the bundled dataset)
// Rewrites the file in place and prints every rename. Run it again at any time: it changes nothing
// once every name is new. A document or object holding both an old and a new name is left as it is
// and listed, and the script then exits with status 1 so an editor can decide which to keep.
//
// Why a script over an export and not `sanity migration run`: Sanity's migration tooling reads and
// writes the Content Lake through its API, so it cannot run on the bundled dataset offline, and a
// document's _id cannot be changed by a patch (a singleton's new id is a new document).
//
// For a Content Lake dataset (publish or discard open drafts of these pages first: the pull leaves
// drafts out):
//   1. pnpm content:pull                                 (exports the dataset into packages/content)
//   2. node scripts/migrations/consistent-names.mts      (this script)
//   3. pnpm content:push                                 (imports with --replace: adds the renamed documents)
//   4. The import neither deletes nor renames, so the old single pages are still there; delete them:
//      pnpm --filter studio exec sanity documents delete home about summit2025 genevaEvent nominationCall privacyPolicy
// Deploy the Studio and the site with the new schema at the same time as step 3.
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {parseNdjson} from '../../packages/content/src/dataset.ts'
import {migrateRenames} from '../../packages/content/src/migrations/renames.ts'

const file = process.argv[2] ?? fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
const text = readFileSync(file, 'utf8')
const {documents, changes, conflicts} = migrateRenames(parseNdjson(text, file))

if (changes.length > 0) {
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + (text.endsWith('\n') ? '\n' : ''))
}
for (const change of changes) console.log(`  ${change}`)
console.log(`${file}: ${changes.length} ${changes.length === 1 ? 'rename' : 'renames'}.`)
for (const {documentId, rename} of conflicts) console.error(`  not renamed: ${documentId}, ${rename}: both names are present`)
if (conflicts.length) process.exitCode = 1
