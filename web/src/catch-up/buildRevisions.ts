/**
 * The Lake's list of published documents and its clock as a build rendered them, written into the build
 * folder by next.config's `compiler.runAfterProductionCompile` hook (before any page renders): the
 * catch-up's memory for a start with none of its own (catchUp.ts), so only what changed since is made stale.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import type {LakeIndex} from './catchUp.ts'

const FILE = 'content-revisions.json'

/** Build time: asks `read` (the Lake's publishedIndexQuery) and writes its answer into `distDir`. */
export async function recordBuildRevisions(distDir: string, read: () => Promise<LakeIndex>) {
  const index = await read()
  writeFileSync(join(distDir, FILE), JSON.stringify(index))
  console.log(`content revisions: ${index.documents.length} published documents as of ${index.now}, for the catch-up's first run`)
}

/** Run time: the list the build wrote, or null (a build of the bundled dataset, or one made before this file existed). */
export function builtRevisions(distDir = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')): LakeIndex | null {
  try {
    const index = JSON.parse(readFileSync(join(distDir, FILE), 'utf8')) as LakeIndex
    return typeof index.now === 'string' && Array.isArray(index.documents) ? index : null
  } catch {
    return null
  }
}
