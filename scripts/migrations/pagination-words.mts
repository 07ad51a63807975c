// Gives Site settings the words of numbered pages where a dataset has none yet (why:
// packages/content/src/migrations/paginationWords.ts); words an editor wrote are kept.
//   node scripts/migrations/pagination-words.mts [path/to/data.ndjson]   (default: the bundled dataset, already migrated)
// Rewrites the file in place and prints each word it added; run it again at any time: it changes nothing.
// For a Content Lake dataset: `pnpm content:pull`, run this on the pulled file, `pnpm content:push`.
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {parseNdjson} from '../../packages/content/src/dataset.ts'
import {migratePaginationWords} from '../../packages/content/src/migrations/paginationWords.ts'

const file = process.argv[2] ?? fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
const text = readFileSync(file, 'utf8')
const {documents, changes} = migratePaginationWords(parseNdjson(text, file))

if (changes.length > 0) {
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + (text.endsWith('\n') ? '\n' : ''))
}
for (const change of changes) console.log(`  ${change}`)
console.log(`${file}: ${changes.length} ${changes.length === 1 ? 'word' : 'words'} of numbered pages added.`)
