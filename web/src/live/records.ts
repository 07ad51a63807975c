/**
 * What the site has applied of each published document, for /api/live-status: the revision, when, whether
 * its pages were rendered since, whether the purge got through. Kept where the catch-up's store is (Redis
 * when shared, else the process's memory); a Redis that does not answer fails the call, and the caller
 * (publishes.ts) falls back to the process's memory.
 */
import {inTime, type sharedRedis} from '../redis/connection.mjs'

interface LiveRecord {
  rev: string | null
  /** When its tags were revalidated (ms since the epoch). */
  appliedAt: number
  rendered: boolean
  purged: boolean | null
}

export interface AppliedDocument {
  id: string
  rev: string | null
}

export interface LiveRecords {
  /** Records `documents` as applied at `at`; one whose revision was recorded already keeps its record. Returns those recorded now. */
  applied(documents: AppliedDocument[], at: number, {edge}: {edge: boolean}): Promise<AppliedDocument[]>
  /** Marks the documents' records of these revisions rendered (and purged or not, with a CDN). */
  settled(documents: AppliedDocument[], outcome: {rendered: boolean; purged: boolean | null}): Promise<void>
  read(ids: string[]): Promise<Map<string, LiveRecord>>
}

const MAX_RECORDS = 10_000
const RECORD_EXPIRY_S = 14 * 24 * 3600

const fresh = (rev: string | null, at: number, edge: boolean): LiveRecord => ({
  rev,
  appliedAt: at,
  rendered: false,
  purged: edge ? false : null,
})

const MEMORY = Symbol.for('site.liveRecords')

/** One process's records, kept on `holder` for the life of the process (the routes that use them load apart). */
export function memoryRecords(holder: object = globalThis, max = MAX_RECORDS): LiveRecords {
  const slot = holder as {[MEMORY]?: Map<string, LiveRecord>}
  const records = (slot[MEMORY] ??= new Map())
  return {
    async applied(documents, at, {edge}) {
      const recorded = documents.filter(({id, rev}) => !records.has(id) || records.get(id)!.rev !== rev)
      for (const {id, rev} of recorded) {
        records.delete(id)
        records.set(id, fresh(rev, at, edge))
        if (records.size > max) records.delete(records.keys().next().value!)
      }
      return recorded
    },
    async settled(documents, outcome) {
      for (const {id, rev} of documents) {
        const record = records.get(id)
        if (record && record.rev === rev) Object.assign(record, outcome)
      }
    },
    async read(ids) {
      return new Map(ids.flatMap((id) => (records.has(id) ? [[id, {...records.get(id)!}] as const] : [])))
    },
  }
}

type SharedRedis = ReturnType<typeof sharedRedis>

/** Every instance's records, in the Redis they share. */
export function redisRecords(redis: SharedRedis, keyPrefix: string): LiveRecords {
  const key = (id: string) => `${keyPrefix}live:document:${id}`
  const command = () => inTime(redis)
  const readAll = async (ids: string[]) => {
    if (ids.length === 0) return new Map<string, LiveRecord>()
    const values = await command().mGet(ids.map(key))
    return new Map(ids.flatMap((id, index) => (values[index] ? [[id, JSON.parse(values[index]) as LiveRecord] as const] : [])))
  }
  const write = async (records: [string, LiveRecord][]) => {
    if (records.length === 0) return
    const transaction = redis.multi()
    for (const [id, record] of records) transaction.set(key(id), JSON.stringify(record), {expiration: {type: 'EX', value: RECORD_EXPIRY_S}})
    await transaction.exec()
  }
  return {
    async applied(documents, at, {edge}) {
      const known = await readAll(documents.map(({id}) => id))
      const recorded = documents.filter(({id, rev}) => !known.has(id) || known.get(id)!.rev !== rev)
      await write(recorded.map(({id, rev}) => [id, fresh(rev, at, edge)]))
      return recorded
    },
    async settled(documents, outcome) {
      const known = await readAll(documents.map(({id}) => id))
      await write(
        documents.flatMap(({id, rev}) => (known.get(id)?.rev === rev ? [[id, {...known.get(id)!, ...outcome}] as const] : [])) as [
          string,
          LiveRecord,
        ][],
      )
    },
    read: readAll,
  }
}
