/**
 * A full `next build` of the site on a given dataset, for the scale benchmark: how long it took and
 * what it wrote (each prerendered entry with its cache tags, read from the `.meta` file Next writes
 * beside it, and the largest page's HTML).
 */
import {spawnSync} from 'node:child_process'
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'

const WEB = fileURLToPath(new URL('../..', import.meta.url))

export interface BuildFigures {
  distDir: string
  ms: number
  entries: {path: string; tags: string[]}[]
  largest: {path: string; bytes: number}
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

/** `distDir`: relative to web/, as Next wants it. */
export function buildAt(datasetFile: string, distDir: string): BuildFigures {
  const started = performance.now()
  const result = spawnSync('pnpm', ['exec', 'next', 'build'], {
    cwd: WEB,
    env: {...process.env, CONTENT_DATASET_FILE: datasetFile, NEXT_DIST_DIR: distDir},
    stdio: 'ignore',
  })
  if (result.status !== 0) throw new Error(`next build on ${datasetFile} failed`)
  const ms = performance.now() - started
  const app = join(WEB, distDir, 'server', 'app')
  const files = filesUnder(app)
  const entries = files
    .filter((file) => file.endsWith('.meta'))
    .map((file) => {
      const meta = JSON.parse(readFileSync(file, 'utf8')) as {headers?: Record<string, string>}
      return {path: relative(app, file).slice(0, -'.meta'.length), tags: (meta.headers?.['x-next-cache-tags'] ?? '').split(',')}
    })
  const largest = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({path: `/${relative(app, file).slice(0, -'.html'.length)}`, bytes: statSync(file).size}))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), {path: '', bytes: 0})
  return {distDir, ms, entries, largest}
}
