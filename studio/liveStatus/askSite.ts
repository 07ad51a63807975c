/**
 * One poll of the site's `GET {site}/api/live-status?ids=<id>` (its contract: web/src/app/api/live-status/route.ts):
 * the answer, a failure in words ("it answered 503", "no answer from it"), or, for the site's 429 (its
 * budget per client, which several documents open at once can spend), how long to wait, which is no news
 * about the document.
 */
import {readSiteAnswer, type SiteReading} from './answer'

/** The shortest wait between polls; also the wait after a 429 without a usable Retry-After. */
export const POLL_MS = 2_000
/** A poll that has no answer by then counts as "the site cannot be reached". */
const POLL_TIMEOUT_MS = 5_000

type Poll = SiteReading | {waitMs: number}

export async function askSite(site: string, documentId: string, closed: AbortSignal): Promise<Poll> {
  let response: Response
  try {
    response = await fetch(`${site}/api/live-status?ids=${encodeURIComponent(documentId)}`, {
      credentials: 'omit',
      signal: AbortSignal.any([closed, AbortSignal.timeout(POLL_TIMEOUT_MS)]),
    })
  } catch {
    return {failure: 'no answer from it'}
  }
  if (response.status === 429) return {waitMs: Math.max(POLL_MS, Number(response.headers.get('retry-after')) * 1000 || 0)}
  if (response.status !== 200) return {failure: `it answered ${response.status}`}
  const answer = readSiteAnswer(await response.json().catch(() => null))
  return answer ? {answer} : {failure: 'its answer could not be read'}
}
