/**
 * What a build rendered, as the catch-up's memory for a start with no memory of its own (a first start,
 * an emptied Redis): the Lake's list of published documents (id, type, revision, address) and its clock,
 * read by next.config's `compiler.runAfterProductionCompile` hook, which Next runs after it has emptied
 * the build folder and before it renders a page. So the first run after a start compares the Lake with
 * what the pages show and makes stale only what was published, renamed or deleted since (catchUp.ts),
 * instead of every page; a publish landing while the build renders has a newer revision than this list,
 * so its pages are among them.
 *
 * Plain file in the build folder, beside the pages it describes: every copy of the build carries it.
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
