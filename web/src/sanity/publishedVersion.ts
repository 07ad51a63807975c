/**
 * Which published content of the Content Lake this process's remembered answers are from (remembered.ts:
 * the redirects, a type's addresses, the lists' lengths, which the proxy judges every address by): a
 * number that moves when something was published, never with the clock. So no visitor's request makes
 * the site read the Lake: one read of the redirects is the whole list (1.1 MB at 10,000 of them), and
 * re-reading it every second cost each instance 86,000 queries and 95 GB a day (docs/benchmarks.md).
 *
 * It moves when this process hears of a publish (the webhook, a catch-up run that found a change), and,
 * with REDIS_URL, when another instance did: each announces its own by incrementing a counter in the
 * Redis they share (`<prefix>published-content`), and each reads that counter at most once a second
 * while it answers requests, in the background: a Redis read of a few bytes, never a Lake read, and no
 * request waits for it. With Redis away, the catch-up runs on every instance (catch-up/handler.ts) and
 * finds each change within an interval; no change is lost, it is only slower.
 *
 * One record per process (the proxy and the routes load this module in bundles of their own).
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
 * Reads the shared counter if it was not read in the last SHARED_VERSION_CHECK_MS. A value other than
 * the one last seen is another instance's publish (or an emptied Redis): the version moves. The first
 * read of a process moves it too when anything was ever announced, in case a publish was announced
 * while its first answers were being read.
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
