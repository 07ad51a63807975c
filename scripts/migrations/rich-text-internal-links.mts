// Turns rich-text links typed as site paths into references to the documents at those addresses.
//   node scripts/migrations/rich-text-internal-links.mts [path/to/data.ndjson]   (default: the bundled dataset)
// Rewrites the file in place (a Sanity export, ready for `pnpm content:push`). Run it again at any
// time: it changes nothing once every path is a reference. A path that matches no document is left
// as it is and listed, and the script then exits with status 1 so the editor can fix those links.
// For a Content Lake dataset: `pnpm content:pull`, run this on the pulled file, `pnpm content:push`.
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {parseNdjson} from '../../packages/content/src/dataset.ts'
import {migrateInternalLinks} from '../../packages/content/src/migrations/internalLinks.ts'

const file = process.argv[2] ?? fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
const text = readFileSync(file, 'utf8')
const parsed = parseNdjson(text, file)
const {documents, migrated, unresolved} = migrateInternalLinks(parsed)

if (migrated > 0) {
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + (text.endsWith('\n') ? '\n' : ''))
}
console.log(`${file}: ${migrated} site ${migrated === 1 ? 'path' : 'paths'} turned into ${migrated === 1 ? 'a reference' : 'references'}.`)
for (const {documentId, href} of unresolved) console.error(`  not migrated: ${documentId} links to ${href}, which no document is shown at`)
if (unresolved.length) process.exitCode = 1
