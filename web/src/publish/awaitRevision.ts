/**
 * Waits until the Content Lake serves the revision a webhook announced, polling, within a limit
 * (docs/decisions/0020-webhook-waits-for-the-published-revision.md). Called by consistencyWait.ts.
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
