/**
 * The catch-up's cost at a scale (src/catch-up/): the real Lake client asks a Content Lake stand-in
 * serving the scaled dataset, exactly as /api/catch-up does. Figures: the first run with no memory
 * (its full list), a steady run with nothing published (the one question every interval, for the whole
 * site: requests per minute at the default interval), each with its answer's size and the CPU time of
 * this process; then 50 publishes spread over an hour that no webhook announced, and what the next
 * run revalidates (and what the one after revalidates once more); last, a server started then with no
 * memory from a build made before those publishes: what its first run reads and revalidates, the
 * build's list of revisions (src/catch-up/buildRevisions.ts) standing in for its memory.
 */
import {DATASET, PROJECT_ID} from '@site/test-harness/stack-config'
import {startLakeStandIn} from '@site/lake-standin'
import {catchUp, type CatchUpSource, type LakeIndex} from '../../src/catch-up/catchUp.ts'
import {DEFAULT_CATCH_UP_INTERVAL_S} from '../../src/constants.mjs'
import {memoryStore} from '../../src/catch-up/store.ts'
import {createLakeClient} from '../../src/sanity/sources/lake.ts'
import {publishedChangesQuery, publishedIndexQuery} from '../../src/sanity/queries/publishing.ts'

const MISSED = 50
const HOUR_MS = 60 * 60 * 1000
const CHANGED_TYPES = ['pilot', 'article', 'finalist', 'teamMember', 'partner']

export interface CatchUpFigures {
  documents: number
  first: {bytes: number; cpuMs: number}
  steady: {bytes: number; cpuMs: number; requestsPerMinute: number}
  missed: {publishes: number; documents: number; requests: number; bytes: number; tags: number; siteWide: boolean; settleTags: number}
  /** The first run of a server started with no memory from a build made before the missed publishes. */
  fromBuild: {requests: number; bytes: number; tags: number; siteWide: boolean}
}

export async function catchUpFigures(datasetFile: string): Promise<CatchUpFigures> {
  // The Lake after a quiet day: every document last published two hours ago.
  const publishedAt = new Date(Date.now() - 2 * HOUR_MS).toISOString()
  const lake = await startLakeStandIn({file: datasetFile, projectId: PROJECT_ID, dataset: DATASET, publishedAt})
  try {
    const client = createLakeClient({projectId: PROJECT_ID, dataset: DATASET, apiVersion: '2025-09-01', apiHost: lake.apiHost})
    let bytes = 0
    let requests = 0
    // The answer as the Lake sends it (the stand-in echoes the query, as the Lake does).
    const counted = async <T>(query: string, params: Record<string, unknown>) => {
      const result = await client.fetch<T>(query, params, {cache: 'no-store'})
      requests++
      bytes += Buffer.byteLength(JSON.stringify({query, result}))
      return result
    }
    // What a build made now would record before rendering (not counted: the build reads it, not the catch-up).
    const built = await client.fetch<LakeIndex>(publishedIndexQuery, {}, {cache: 'no-store'})
    const source: CatchUpSource = {
      changes: (since, max) => counted(publishedChangesQuery, {since, max}),
      index: () => counted(publishedIndexQuery, {}),
      built: () => null,
    }
    const store = memoryStore({})
    const intervalMs = DEFAULT_CATCH_UP_INTERVAL_S * 1000
    let clock = Date.now()
    const run = async (from = {source, store}) => {
      ;[bytes, requests] = [0, 0]
      clock += intervalMs
      const cpu = process.cpuUsage()
      const result = await catchUp({...from, intervalMs, now: clock})
      const {user, system} = process.cpuUsage(cpu)
      return {result, bytes, requests, cpuMs: (user + system) / 1000}
    }

    const first = await run()
    const steady = await run()

    // 50 publishes over the last hour, none announced: documents of the cloned kinds, round robin.
    const candidates = lake.store.all().filter((doc) => CHANGED_TYPES.includes(doc._type) && !doc._id.startsWith('drafts.'))
    const touched = new Set<string>()
    for (let publish = 0; publish < MISSED; publish++) {
      const doc = candidates[(publish * 7) % candidates.length]!
      touched.add(doc._id)
      lake.store.applyMutations([{patch: {id: doc._id, set: {_bench: `missed publish ${publish}, ${HOUR_MS / MISSED / 1000} s apart`}}}])
    }
    const missed = await run()
    const settle = await run()
    const restarted = await run({source: {...source, built: () => built}, store: memoryStore({})})
    const tagsOf = (result: typeof missed.result) => (result.kind === 'caught-up' ? result.tags : [])
    const tags = tagsOf(missed.result)
    return {
      documents: lake.store.all().length,
      first: {bytes: first.bytes, cpuMs: first.cpuMs},
      steady: {bytes: steady.bytes, cpuMs: steady.cpuMs, requestsPerMinute: (60_000 / intervalMs) * steady.requests},
      missed: {
        publishes: MISSED,
        documents: touched.size,
        requests: missed.requests,
        bytes: missed.bytes,
        tags: tags.length,
        siteWide: tags.includes('sanity'),
        settleTags: settle.result.kind === 'caught-up' ? settle.result.tags.length : 0,
      },
      fromBuild: {
        requests: restarted.requests,
        bytes: restarted.bytes,
        tags: tagsOf(restarted.result).length,
        siteWide: tagsOf(restarted.result).includes('sanity'),
      },
    }
  } finally {
    await lake.close()
  }
}
