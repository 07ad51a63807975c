/**
 * What the webhook (webhook.ts) waits for before it invalidates: the Lake serving the published revision
 * (awaitRevision.ts), or the whole limit for a projection without `rev`; nothing with the bundled dataset
 * (docs/decisions/0020-webhook-waits-for-the-published-revision.md).
 */
import {awaitRevision, REVISION_WAIT_LIMIT_MS, type ReadRevision} from './awaitRevision'
import type {PublishedDocument} from '../sanity/tags.ts'

/** The longest the webhook waits for the Lake. */
const CONSISTENCY_WAIT_MS = REVISION_WAIT_LIMIT_MS

export async function waitForPublishedContent(document: PublishedDocument, readRevision: ReadRevision | null): Promise<void> {
  if (!readRevision) return
  if (document._id && document.rev !== undefined) {
    await awaitRevision(readRevision, document._id, document.rev)
    return
  }
  await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_WAIT_MS))
}

/**
 * The longest an edge that honours the pages' Cache-Control (caching/cachePolicy.ts) may serve a page after
 * its publish (kept within a minute): the wait, a copy fetched just before, one more shared lifetime if the
 * edge's was the request answered stale while the page re-rendered, then its stale-while-revalidate.
 */
export function edgeStalenessAfterPublishS({sharedMaxAge, staleWhileRevalidate}: {sharedMaxAge: number; staleWhileRevalidate: number}) {
  return CONSISTENCY_WAIT_MS / 1000 + 2 * sharedMaxAge + staleWhileRevalidate
}
