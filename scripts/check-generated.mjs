// Fails when the committed generated types differ from a fresh generation (turbo runs typegen first).
// A stale type file would let web compile against a schema or query that no longer exists.
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const paths = [
  'packages/types/schema.json',
  'packages/types/sanity.types.ts',
  'packages/types/field-titles.json',
  'packages/types/query-types.json',
]

const committed = (path) => {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return null
  }
}

const stale = paths.filter((path) => committed(path) !== readFileSync(`${root}/${path}`, 'utf8'))
if (stale.length) {
  console.error(
    `Committed generated types differ from a fresh generation: ${stale.join(', ')}.\nRun \`pnpm typegen\` and commit the result.`,
  )
  process.exit(1)
}
console.log('Generated types: committed files match a fresh generation.')
