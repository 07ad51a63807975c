/**
 * What publish/invalidate.ts hands over after a publish: the documents applied are recorded (records.ts),
 * then, in the background, their pages are rendered once the cache has applied the tags (renderPages.ts) and
 * the records settled with whether the purge got through. Only under the site's server (SITE_OWN_ORIGIN).
 */
import {redisKeyPrefix} from '../constants.mjs'
import {sharedRedis} from '../redis/connection.mjs'
import {edgeFromEnv} from '../edge/cdns.mjs'
import {purgesFailingSince} from '../edge/purge.mjs'
import {logSafe} from '../security/logSafe.ts'
import {builtPagesTagged} from './builtPages.ts'
import {pagesTagged} from './pageIndex.mjs'
import {memoryRecords, redisRecords, type AppliedDocument, type LiveRecords} from './records.ts'
import {pathsToRender, renderPaths} from './renderPages.ts'

const SHARED = Symbol.for('site.liveRecordsShared')

/** Every instance's records when they share a Redis, with this process's memory when it does not answer. */
export function liveRecords(env = process.env): LiveRecords {
  const memory = memoryRecords()
  if (!env.REDIS_URL) return memory
  const holder = globalThis as {[SHARED]?: LiveRecords}
  const shared = (holder[SHARED] ??= redisRecords(sharedRedis(env.REDIS_URL), redisKeyPrefix(env)))
  return {
    applied: (documents, at, options) => shared.applied(documents, at, options).catch(() => memory.applied(documents, at, options)),
    settled: (documents, outcome) => shared.settled(documents, outcome).catch(() => memory.settled(documents, outcome)),
    read: (ids) => shared.read(ids).catch(() => memory.read(ids)),
  }
}

/**
 * Records `documents` as applied now and, once `revalidated` settles with the purge the cache handler sent
 * for `tags`, renders their pages and settles the records. Callers do not wait for it.
 */
export async function publishApplied(
  documents: AppliedDocument[],
  tags: string[],
  revalidated: Promise<Promise<void> | null>,
  {records = liveRecords(), origin = process.env.SITE_OWN_ORIGIN} = {},
) {
  if (documents.length === 0) return
  const edge = Boolean(edgeFromEnv(process.env))
  try {
    const recorded = await records.applied(documents, Date.now(), {edge})
    const purge = await revalidated
    // Already applied at this revision (the catch-up after the webhook), or never revalidated here: nothing more to say.
    if (recorded.length === 0 || purge === null || !origin) return
    const known = await pagesTagged(tags)
    const paths = pathsToRender([...new Set([...known, ...builtPagesTagged(tags)])])
    const rendered = await renderPaths(origin, paths)
    console.info(
      `[live] ${logSafe(recorded.map(({id}) => id).join(', '), 200)}: ${paths.length} pages rendered${rendered ? '' : ' (some did not answer)'}: ${logSafe(paths.join(' '), 600)}`,
    )
    await purge
    await records.settled(recorded, {rendered, purged: edge ? purgesFailingSince() === null : null})
  } catch (error) {
    console.error(`[live] what was applied of ${logSafe(documents.map(({id}) => id).join(', '), 200)} is not recorded: ${logSafe(error)}`)
  }
}
