// content:pull: exports the configured Sanity dataset and replaces packages/content's data.ndjson
// and images/ with it, so the bundled dataset follows what editors published.
// Needs SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET (default production) and a logged-in CLI
// (`pnpm --filter studio exec sanity login`) or SANITY_AUTH_TOKEN. Run from the studio folder.
import {execFileSync} from 'node:child_process'
import {cpSync, mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

if (!process.env.SANITY_STUDIO_PROJECT_ID) {
  console.error('Set SANITY_STUDIO_PROJECT_ID (and SANITY_STUDIO_DATASET) to the project to export from.')
  process.exit(1)
}
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
const content = fileURLToPath(new URL('../packages/content/', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'content-pull-'))
const archive = join(work, 'export.tar.gz')

execFileSync('pnpm', ['exec', 'sanity', 'dataset', 'export', dataset, archive, '--no-drafts', '--overwrite'], {stdio: 'inherit'})
execFileSync('tar', ['-xzf', archive, '-C', work])
const folder = readdirSync(work, {withFileTypes: true}).find((entry) => entry.isDirectory())
if (!folder) throw new Error('The export archive held no folder')
const exported = join(work, folder.name)

rmSync(join(content, 'images'), {recursive: true, force: true})
cpSync(join(exported, 'images'), join(content, 'images'), {recursive: true})
cpSync(join(exported, 'data.ndjson'), join(content, 'data.ndjson'))
rmSync(work, {recursive: true, force: true})
console.log(`Replaced packages/content with an export of "${dataset}". Run pnpm test, review the diff, commit.`)
