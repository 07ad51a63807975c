/**
 * What the publish webhook waits for before it revalidates. With the Content Lake: until it serves
 * the published revision (awaitRevision.ts), at most CONSISTENCY_WAIT_MS; a webhook configured before
 * its projection carried the revision waits CONSISTENCY_WAIT_MS, as it always did. With the bundled
 * dataset there is nothing to wait for: the file is replaced before the webhook is called.
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
 * The longest a CDN that honours the pages' Cache-Control (caching/cachePolicy.ts) may serve a page
 * after its publish; it must stay within a minute. The webhook waits at most CONSISTENCY_WAIT_MS; the edge
 * still holds a copy fetched just before the revalidation, fresh for `sharedMaxAge`; the site answers
 * the first request after a revalidation with the previous page while it re-renders (revalidateTag's
 * stale-while-revalidate), and the edge may be that first request, so it keeps the previous page one
 * more shared lifetime, and then serves it stale for up to `staleWhileRevalidate` while it fetches
 * the new one.
 */
export function edgeStalenessAfterPublishS({sharedMaxAge, staleWhileRevalidate}: {sharedMaxAge: number; staleWhileRevalidate: number}) {
  return CONSISTENCY_WAIT_MS / 1000 + 2 * sharedMaxAge + staleWhileRevalidate
}
