/**
 * What the catch-up (catchUp.ts) remembers between runs: the published documents as last seen, where the
 * next question starts, and the lock that lets one instance ask the Lake per interval. In memory, or with
 * REDIS_URL in the shared Redis; a Redis that does not answer fails the call and handler.ts runs again
 * from this instance's memory.
 */
import {inTime, REDIS_COMMAND_TIMEOUT_MS, sharedRedis, type RedisListener} from '../redis/connection.mjs'

/** A published document as the catch-up last saw it. */
export interface SeenDocument {
  type: string
  rev: string
  slug: string | null
}

/** Where the next question starts, the tags to revalidate once more, and when a run last succeeded. */
export interface CatchUpMeta {
  /** The Lake's clock, a margin earlier than its last answer. */
  since: string
  /** Tags revalidated by the last run, revalidated again by the next (a page re-rendering at that moment may have read the older content). */
  settle: string[]
  /** When a run last read the Lake successfully (ms since the epoch). */
  lastSuccessAt: number
}

export interface CatchUpStore {
  /** True when this caller may ask the Lake now (no other instance did within `ms`). */
  claim(ms: number): Promise<boolean>
  meta(): Promise<CatchUpMeta | null>
  /** The documents among `ids` seen before. */
  seen(ids: string[]): Promise<Map<string, SeenDocument>>
  /** How many published documents were seen. */
  count(): Promise<number>
  /** The ids of every document seen. */
  ids(): Promise<string[]>
  /** Records a run: documents seen now (replacing every earlier one when `replace`), documents gone, and the new meta. */
  save(update: {meta: CatchUpMeta; seen: Map<string, SeenDocument>; gone: string[]; replace?: boolean}): Promise<void>
  /** Notes the tags of pages an instance rendered from last good answers (sanity/lastGoodRenders.ts), for whichever instance reads the Lake next. */
  noteLastGoodRenders(tags: string[]): Promise<void>
  /** Every tag noted so far, forgotten by the store. */
  takeLastGoodRenders(): Promise<string[]>
}

const MEMORY = Symbol.for('site.catchUpMemory')
type Memory = {documents: Map<string, SeenDocument>; meta: CatchUpMeta | null; lastGoodRenders: Set<string>}

/** One instance's memory, kept on `holder` for the life of the process (the route modules that use it load apart). */
export function memoryStore(holder: object = globalThis): CatchUpStore {
  const slot = holder as {[MEMORY]?: Memory}
  const memory = (slot[MEMORY] ??= {documents: new Map(), meta: null, lastGoodRenders: new Set()})
  return {
    async claim() {
      return true
    },
    async meta() {
      return memory.meta
    },
    async seen(ids) {
      return new Map(ids.flatMap((id) => (memory.documents.has(id) ? [[id, memory.documents.get(id)!] as const] : [])))
    },
    async count() {
      return memory.documents.size
    },
    async ids() {
      return [...memory.documents.keys()]
    },
    async save({meta, seen, gone, replace}) {
      if (replace) memory.documents.clear()
      for (const id of gone) memory.documents.delete(id)
      for (const [id, document] of seen) memory.documents.set(id, document)
      memory.meta = meta
    },
    async noteLastGoodRenders(tags) {
      for (const tag of tags) memory.lastGoodRenders.add(tag)
    },
    async takeLastGoodRenders() {
      const tags = [...memory.lastGoodRenders]
      memory.lastGoodRenders.clear()
      return tags
    },
  }
}

/** The most tags one run takes from the shared store: more wait for the next run. */
const MAX_TAGS_TAKEN = 10_000

type SharedRedis = ReturnType<typeof sharedRedis>

/** The memory of every instance sharing `redis`, under `keyPrefix` (REDIS_KEY_PREFIX, as the cache's keys). */
export function redisStore(redis: SharedRedis, keyPrefix: string): CatchUpStore {
  const keys = {
    lock: `${keyPrefix}catch-up:lock`,
    meta: `${keyPrefix}catch-up:meta`,
    documents: `${keyPrefix}catch-up:documents`,
    lastGoodRenders: `${keyPrefix}catch-up:last-good-renders`,
  }
  const command = () => inTime(redis)
  const encode = (document: SeenDocument) => JSON.stringify([document.type, document.rev, document.slug])
  const decode = (text: string): SeenDocument => {
    const [type, rev, slug] = JSON.parse(text) as [string, string, string | null]
    return {type, rev, slug}
  }
  return {
    async claim(ms) {
      return (await command().set(keys.lock, String(Date.now()), {condition: 'NX', expiration: {type: 'PX', value: ms}})) === 'OK'
    },
    async meta() {
      const text = await command().get(keys.meta)
      return text ? (JSON.parse(text) as CatchUpMeta) : null
    },
    async seen(ids) {
      if (ids.length === 0) return new Map()
      const values = await command().hmGet(keys.documents, ids)
      return new Map(ids.flatMap((id, index) => (values[index] ? [[id, decode(values[index])] as const] : [])))
    },
    async count() {
      return command().hLen(keys.documents)
    },
    async ids() {
      return command().hKeys(keys.documents)
    },
    async save({meta, seen, gone, replace}) {
      // One transaction: another instance never reads documents of one run with the meta of another.
      const transaction = redis.multi()
      if (replace) transaction.del(keys.documents)
      if (gone.length > 0) transaction.hDel(keys.documents, gone)
      if (seen.size > 0) transaction.hSet(keys.documents, Object.fromEntries([...seen].map(([id, document]) => [id, encode(document)])))
      transaction.set(keys.meta, JSON.stringify(meta))
      // A transaction is not one of the deadline's commands: it gets the same bound here.
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_COMMAND_TIMEOUT_MS)
      })
      try {
        await Promise.race([transaction.exec(), late])
      } finally {
        clearTimeout(timer)
      }
    },
    async noteLastGoodRenders(tags) {
      if (tags.length > 0) await command().sAdd(keys.lastGoodRenders, tags)
    },
    async takeLastGoodRenders() {
      // One command, so two instances taking at once never both take a tag, nor lose one.
      return command().sPopCount(keys.lastGoodRenders, MAX_TAGS_TAKEN)
    },
  }
}

/** The store's Redis: the process's one client, whose loss and return the catch-up logs once each, like the cache. */
export const catchUpRedis = (url: string) => sharedRedis(url, catchUpRedisListener(url))

export function catchUpRedisListener(url: string): RedisListener {
  const redis = `Redis at ${new URL(url).host}`
  return {
    onLost: (reason) =>
      console.error(`[catch-up] ${redis} is unreachable (${reason}): each instance catches up on its own until it is back.`),
    onBack: () => console.info(`[catch-up] ${redis} answers again: one instance catches up for all again.`),
  }
}
