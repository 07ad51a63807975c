/**
 * The bundled dataset's content, hashed: the same for every copy of one dataset. next.config fixes the
 * build's hash in its bundles (SITE_BUILT_DATASET_HASH); a server started with another file knows its
 * prerendered pages are out of date (fetch.ts, bundledDatasetChangedSinceBuild). No imports beyond
 * Node's: next.config loads it.
 */
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'

export function datasetHash(file: string) {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('base64url')
  } catch {
    return 'missing'
  }
}
