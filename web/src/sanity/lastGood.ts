/**
 * The last good answer of every published query read from the Content Lake, on disk and (with REDIS_URL) in
 * Redis: what pages are rendered from while the Lake cannot be read (source.ts, readPublishedOrLastGood); the
 * build writes one per query its pages ask. Why both places: docs/decisions/0014-last-good-answers-on-disk-and-in-redis.md.
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {redisKeyPrefix} from '../constants.mjs'
import {inTime, instancesRedis} from '../redis/connection.mjs'

const KEY = Symbol.for('site.lastGood')

/** An answer as kept: when it was read from the Lake, and the answer. */
interface Kept {
  at: number
  answer: unknown
}

interface LastGoodState {
  /** The hash of the answer last written for each key by this process: an unchanged answer is not written again. */
  written: Map<string, string>
  unwritable: boolean
  redis?: ReturnType<typeof instancesRedis>
}

function state(): LastGoodState {
  const holder = globalThis as typeof globalThis & {[KEY]?: LastGoodState}
  return (holder[KEY] ??= {written: new Map(), unwritable: false})
}

/** The folder, chosen when first used: the build and the server agree on it through NEXT_DIST_DIR. */
function lastGoodDir(env: Record<string, string | undefined> = process.env) {
  return env.SITE_LAST_GOOD_DIR || join(process.cwd(), env.NEXT_DIST_DIR || '.next', 'last-good')
}

/** The shared copy's Redis (the running instances', never the build's), or null. */
function sharedRedis() {
  const current = state()
  if (current.redis === undefined) {
    current.redis = instancesRedis()
  }
  return current.redis
}

const redisKey = (key: string) => `${redisKeyPrefix()}last-good:${key}`

const hash = (text: string) => createHash('sha256').update(text).digest('base64url')

/** The file name of a query's answer with its params. */
export const lastGoodKey = (query: string, params: unknown) => hash(JSON.stringify([query, params ?? {}]))

/** Keeps `value` as the last good answer under `key`. Never throws: the fallback is a help, not a condition. */
export function keepLastGood(key: string, value: unknown) {
  const current = state()
  const digest = hash(JSON.stringify(value ?? null))
  if (current.written.get(key) === digest) return
  current.written.set(key, digest)
  const text = JSON.stringify({at: Date.now(), answer: value ?? null} satisfies Kept)
  const redis = sharedRedis()
  if (redis)
    void inTime(redis)
      .set(redisKey(key), text)
      .catch(() => current.written.delete(key))
  if (current.unwritable) return
  const dir = lastGoodDir()
  try {
    mkdirSync(dir, {recursive: true})
    const temporary = join(dir, `${key}.${process.pid}.tmp`)
    writeFileSync(temporary, text)
    renameSync(temporary, join(dir, `${key}.json`))
  } catch (error) {
    current.unwritable = true
    console.error(`[lake] the last good answers cannot be kept in ${dir} (${(error as Error).message}): only Redis keeps them, if any.`)
  }
}

const parsed = (text: string | null | undefined): Kept | null => {
  try {
    const kept = text ? (JSON.parse(text) as Kept) : null
    return kept && typeof kept.at === 'number' && 'answer' in kept ? kept : null
  } catch {
    return null
  }
}

/** The newest last good answer kept under `key`, on this disk or in the shared Redis; undefined when there is none. */
export async function lastGoodAnswer(key: string): Promise<unknown> {
  const fromDisk = (() => {
    try {
      return parsed(readFileSync(join(lastGoodDir(), `${key}.json`), 'utf8'))
    } catch {
      return null
    }
  })()
  const redis = sharedRedis()
  const fromRedis = redis
    ? parsed(
        await inTime(redis)
          .get(redisKey(key))
          .catch(() => null),
      )
    : null
  const newest = [fromDisk, fromRedis].filter((kept): kept is Kept => kept !== null).sort((a, b) => b.at - a.at)[0]
  return newest?.answer
}
