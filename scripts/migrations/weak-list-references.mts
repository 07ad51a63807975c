// Makes the entries of the page lists (Pilots page → Pilots, Home → Partner logos, About → Team
// members, Get Inspired → Finalists) weak references, so unpublishing or deleting a listed document
// takes its card off the list instead of being refused (why: packages/content/src/migrations/weakListReferences.ts).
//   node scripts/migrations/weak-list-references.mts [path/to/data.ndjson]   (default: the bundled dataset, already migrated)
// Rewrites the file in place and prints each entry it changed; run it again at any time: it changes nothing.
// For a Content Lake dataset: `pnpm content:pull`, run this on the pulled file, `pnpm content:push`.
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {parseNdjson} from '../../packages/content/src/dataset.ts'
import {migrateWeakListReferences} from '../../packages/content/src/migrations/weakListReferences.ts'

const file = process.argv[2] ?? fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
const text = readFileSync(file, 'utf8')
const {documents, changes} = migrateWeakListReferences(parseNdjson(text, file))

if (changes.length > 0) {
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + (text.endsWith('\n') ? '\n' : ''))
}
for (const change of changes) console.log(`  ${change}`)
console.log(`${file}: ${changes.length} list ${changes.length === 1 ? 'entry' : 'entries'} made weak.`)
