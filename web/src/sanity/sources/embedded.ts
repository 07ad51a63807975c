/**
 * The default source: the bundled dataset, queried in-process with groq-js. A file that cannot be read
 * any more (replaced by a broken one, or caught empty while it is copied over: replace it with a rename)
 * leaves pages on the last version read: a publish expires pages at
 * once (edge/revalidation.ts), so a failed re-render would otherwise leave no page to serve. The
 * failure is logged once per version of the file.
 */
import {statSync} from 'node:fs'
import {loadDataset, queryDocuments, type LoadedDataset, type Perspective, type QueryParams} from '@site/content'
import {logSafe} from '../../security/logSafe'

/** Changes whenever the dataset file does (a publish rewrites it): in the data cache's keys (fetch.ts) and the remembered answers' freshness. */
export function datasetVersion(file: string) {
  try {
    const {mtimeMs, size} = statSync(file)
    return `${mtimeMs}-${size}`
  } catch {
    return 'missing'
  }
}

export function queryEmbedded<T>(
  file: string,
  imagePrefix: string,
  query: string,
  params: QueryParams = {},
  perspective: Perspective = 'published',
) {
  return queryDocuments<T>(loadedOrLastGood(file, imagePrefix).documents, query, params, perspective)
}

const LAST_GOOD = Symbol.for('site.embeddedLastGood')
type LastGood = {loaded: Map<string, LoadedDataset>; reported: Set<string>}

function loadedOrLastGood(file: string, imagePrefix: string): LoadedDataset {
  const state = ((globalThis as {[LAST_GOOD]?: LastGood})[LAST_GOOD] ??= {loaded: new Map(), reported: new Set()})
  const key = `${file}|${imagePrefix}`
  try {
    const loaded = loadDataset(file, imagePrefix)
    state.loaded.set(key, loaded)
    return loaded
  } catch (error) {
    const lastGood = state.loaded.get(key)
    if (!lastGood) throw error
    const version = datasetVersion(file)
    if (!state.reported.has(version)) {
      state.reported.add(version)
      console.error(
        `[content] ${file} cannot be read (${logSafe(error instanceof Error ? error.message : error, 300)}): pages keep the last version read.`,
      )
    }
    return lastGood
  }
}
