/**
 * How long the publish webhook waits before it revalidates: until the Content Lake answers with the
 * revision that was published, instead of a fixed pause. The Lake is eventually consistent, so a
 * query sent at once could still read the previous version and the page would re-render stale. The
 * webhook's projection carries the new revision (`"rev": after()._rev`, null for a delete); the
 * Lake is asked for the document's current revision until it matches, every POLL_MS, for at most
 * REVISION_WAIT_LIMIT_MS: a slow Lake still ends in a revalidation, and pages stay correct because
 * the next publish (or the Lake catching up before the re-render reads it) brings the right content.
 */
export const REVISION_WAIT_LIMIT_MS = 3_000
const POLL_MS = 50

/** Reads the revision the Lake serves for a published document now (null when it has none). */
export type ReadRevision = (id: string) => Promise<string | null>

export type RevisionWait = 'seen' | 'gave-up'

/** Resolves when `read(id)` answers `rev` (or the limit passes); a failed read counts as not yet. */
export async function awaitRevision(
  read: ReadRevision,
  id: string,
  rev: string | null,
  {limitMs = REVISION_WAIT_LIMIT_MS, pollMs = POLL_MS} = {},
): Promise<RevisionWait> {
  const deadline = Date.now() + limitMs
  for (;;) {
    // A read that hangs ends at the deadline too.
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()), undefined))
    const current = await Promise.race([read(id).catch(() => undefined), late])
    if (current === rev) return 'seen'
    if (Date.now() + pollMs > deadline) return 'gave-up'
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
