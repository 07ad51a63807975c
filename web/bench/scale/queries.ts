/**
 * How long each page's query takes on the bundled dataset with groq-js (the engine the build and a
 * server without a Content Lake use), run as the embedded source runs it: the median of a few runs
 * after one warm-up, per query, so a quadratic join shows at ×100 and not at ×1. Measured as the
 * process's CPU time, which other work on a shared machine disturbs far less than the clock.
 */
import {loadDataset, queryDocuments} from '@site/content'
import {FIRST_PAGE_PARAMS} from '../../src/sanity/listParams.ts'
import * as queries from '../../src/sanity/queries/index.ts'
import {median} from '../stats.ts'

const RUNS = 5

/** The params a query needs beyond a list's first page, with a launch slug of its type (clones keep the originals too). */
const PARAMS: Partial<Record<keyof typeof queries, Record<string, string | number>>> = {
  pilotBySlugQuery: {slug: 'givify'},
  articleBySlugQuery: {slug: 'manifesto'},
  beaconBySlugQuery: {slug: 'cardano-impact'},
  pageBySlugQuery: {slug: 'none'},
  addressesQuery: {type: 'pilot'},
  // The catch-up's steady question: what changed in the last minute (nothing, on a quiet dataset).
  publishedChangesQuery: {since: new Date(Date.now() - 60_000).toISOString(), max: 500},
}

export async function timeQueries(file: string) {
  const {documents} = loadDataset(file, '/content-images/')
  const times: Record<string, number> = {}
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query !== 'string') continue
    const params = {...FIRST_PAGE_PARAMS, ...PARAMS[name as keyof typeof queries]}
    await queryDocuments(documents, query, params)
    const runs: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = process.cpuUsage()
      await queryDocuments(documents, query, params)
      const {user, system} = process.cpuUsage(started)
      runs.push((user + system) / 1000)
    }
    times[name.replace(/Query$/, '')] = median(runs)
  }
  return times
}
