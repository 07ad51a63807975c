/**
 * Which published content this process's remembered answers (remembered.ts) are from: a version that moves
 * when a publish is heard of, here or, with REDIS_URL, by another instance through a shared counter; never
 * with the clock (docs/decisions/0021-remembered-answers-move-with-publishes.md). One record per process.
 */
import {redisKeyPrefix} from '../constants.mjs'
import {inTime, instancesRedis} from '../redis/connection.mjs'

/** How often (at most) an instance reads the shared counter: the delay before another instance's publish reaches it. */
const SHARED_VERSION_CHECK_MS = 1_000

interface PublishedVersion {
  /** This process's version of the published content: moves with each change heard of, here or through Redis. */
  version: number
  /** The shared counter as last read or written by this process; undefined before its first read. */
  sharedSeen: string | null | undefined
  /** When (ms) the counter was last read, and whether a read is on its way. */
  checkedAt: number
  checking: boolean
  /** How many changes this process has announced: a read sent before one of them is older than what it wrote. */
  announced: number
  redis?: ReturnType<typeof instancesRedis>
}

const KEY = Symbol.for('site.publishedVersion')

function state(): PublishedVersion {
  const holder = globalThis as typeof globalThis & {[KEY]?: PublishedVersion}
  return (holder[KEY] ??= {version: 0, sharedSeen: undefined, checkedAt: 0, checking: false, announced: 0})
}

/** The running instances' shared Redis, never the build's; null without REDIS_URL. */
function sharedRedis() {
  const current = state()
  if (current.redis === undefined) {
    current.redis = instancesRedis()
  }
  return current.redis
}

const counterKey = () => `${redisKeyPrefix()}published-content`

/**
 * Reads the shared counter if not read in the last SHARED_VERSION_CHECK_MS; another value than last seen
 * (another instance's publish, an emptied Redis) moves the version, as does a first read once anything was announced.
 */
function checkShared(current: PublishedVersion, now: number) {
  const redis = sharedRedis()
  if (!redis || current.checking || now - current.checkedAt < SHARED_VERSION_CHECK_MS) return
  current.checking = true
  current.checkedAt = now
  const announced = current.announced
  void inTime(redis)
    .get(counterKey())
    .then(
      (value) => {
        // This process announced a change meanwhile: its own write is newer than this answer.
        if (announced !== current.announced) return
        const first = current.sharedSeen === undefined
        if (first ? value !== null : value !== current.sharedSeen) current.version++
        current.sharedSeen = value
      },
      // Redis not answering: the version stays, and the catch-up still finds every change.
      () => undefined,
    )
    .finally(() => {
      current.checking = false
    })
}

/** The version of the published content as this process knows it now (and, at most once a second, a look at the shared counter). */
export function publishedVersion(now = Date.now()): number {
  const current = state()
  checkShared(current, now)
  return current.version
}

/**
 * Something was published, and this process has made its pages stale (the webhook, the catch-up):
 * its version moves now, and, with REDIS_URL, every other instance's within SHARED_VERSION_CHECK_MS.
 */
export function publishedContentChanged() {
  const current = state()
  current.version++
  const announced = ++current.announced
  const redis = sharedRedis()
  if (!redis) return
  const before = current.sharedSeen
  void inTime(redis)
    .incr(counterKey())
    .then(
      (value) => {
        // Only this announcement since the last value seen: nothing else to learn from it. Otherwise
        // another instance announced one too, and the next read moves the version once more.
        if (announced === current.announced && before !== undefined && Number(before ?? 0) + 1 === value) current.sharedSeen = String(value)
      },
      // Redis not answering: the other instances' catch-up finds the change (each runs its own then).
      () => undefined,
    )
}
