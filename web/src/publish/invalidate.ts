/**
 * The last step of every publish the site hears of, whoever heard it: the webhook (webhook.ts) and the
 * catch-up (catch-up/handler.ts) both end here, with the tags the published documents touch
 * (sanity/tags.ts). In order:
 * 1. each tag is revalidated (how: edge/revalidation.ts), which only queues it: Next applies it through
 *    the cache handler after the route has answered;
 * 2. the answers this process remembers (addresses, redirects: sanity/remembered.ts) are forgotten;
 * 3. one log line;
 * 4. the edge is purged of the same tags by the cache handler as it applies them (edge/cacheHandler.mjs
 *    → edge/purge.mjs), so a purge never overtakes the origin's new page; the promise returned settles
 *    with that purge (at once without a CDN);
 * 5. the documents applied are recorded and their pages rendered by the site (live/publishes.ts), after
 *    the answer.
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
