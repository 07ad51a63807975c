/**
 * The last step of every publish, called by the webhook (webhook.ts) and the catch-up (catch-up/handler.ts)
 * with the tags the published documents touch (sanity/tags.ts): revalidate each tag (edge/revalidation.ts),
 * forget remembered answers (sanity/remembered.ts), log once; the cache handler purges the edge as Next applies
 * the tags after the answer (edge/cacheHandler.mjs → edge/purge.mjs); the documents are recorded and their
 * pages rendered (live/publishes.ts).
 */
import {revalidateTag} from 'next/cache'
import type {AppliedDocument} from '@/live/records'
import {publishApplied} from '@/live/publishes'
import {whenRevalidated} from '@/live/revalidated.mjs'
import {forgetRememberedAnswers} from '@/sanity/remembered'
import {logSafe} from '@/security/logSafe'

/** How long a publish waits for the cache to apply its revalidation before giving up on its purge and renders. */
const REVALIDATION_WAIT_MS = 30_000

export interface Invalidation {
  tags: string[]
  profile: 'max' | {expire: number}
  /** Whether something was published (not only tags revalidated once more): then remembered answers are read again. */
  forgetRemembered: boolean
  /** The documents and revisions this publish applied, for the Studio's live status. */
  applied: AppliedDocument[]
  /** What the log line says before the tags, already escaped (`[revalidate] pilot pilot-givify`). */
  log: string
}

/**
 * Throws at once when a tag cannot be revalidated (the webhook answers 500 and nothing is recorded); else
 * resolves once the edge has been purged of `tags` (or told nothing, without a CDN). Callers need not wait.
 */
export function invalidate({tags, profile, forgetRemembered, applied, log}: Invalidation): Promise<void> {
  const edgePurge = whenRevalidated(tags, REVALIDATION_WAIT_MS)
  if (tags.length > 0) {
    for (const tag of tags) revalidateTag(tag, profile)
    if (forgetRemembered) forgetRememberedAnswers()
    console.info(`${log}: ${logSafe(tags.join(', '), 600)}`)
  }
  void publishApplied(applied, tags, edgePurge)
  return edgePurge.then((purge) => purge ?? undefined)
}
