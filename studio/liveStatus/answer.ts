/**
 * What the site's `/api/live-status` answers (its contract: web/src/app/api/live-status/route.ts),
 * and the one reader of it: an answer of any other shape counts as no answer, so a site half upgraded
 * or a proxy's error page never shows an editor a wrong status.
 */

/** What the site knows of one published document: the revision it last applied, and what became of it. */
export interface AppliedRecord {
  /** The published revision (`_rev`) the site last applied; null once it applied a delete or an unpublish. */
  rev: string | null
  /** When the site revalidated the document's pages for that revision. */
  appliedAt: string | null
  /** Whether the site has since rendered the pages that show it (true also when there was nothing to render). */
  rendered: boolean
  /** Null without a CDN; else whether the purge of its pages got through after `appliedAt`. */
  purged: boolean | null
}

export interface SiteAnswer {
  checkedAt: string
  site: {
    contentLake: {reachable: boolean; unreachableSince: string | null}
    lastCaughtUpAt: string | null
    edge: {name: string; purgesFailingSince: string | null} | null
  }
  /** By published id; null when the site has no record of applying that document since its memory began. */
  documents: Record<string, AppliedRecord | null>
}

/** The last poll: the site's answer, or why there was none ("the site answered 503", "no connection"). */
export type SiteReading = {answer: SiteAnswer} | {failure: string}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))
const isTimeOrNull = (value: unknown) => value === null || isTime(value)

function isRecord(value: unknown): value is AppliedRecord | null {
  if (value === null) return true
  return (
    isObject(value) &&
    (value.rev === null || typeof value.rev === 'string') &&
    isTimeOrNull(value.appliedAt) &&
    typeof value.rendered === 'boolean' &&
    (value.purged === null || typeof value.purged === 'boolean')
  )
}

/** The answer when `body` has the contract's shape, else null. */
export function readSiteAnswer(body: unknown): SiteAnswer | null {
  if (!isObject(body) || !isTime(body.checkedAt) || !isObject(body.site) || !isObject(body.documents)) return null
  const {contentLake, lastCaughtUpAt, edge} = body.site
  if (!isObject(contentLake) || typeof contentLake.reachable !== 'boolean' || !isTimeOrNull(contentLake.unreachableSince)) return null
  if (!isTimeOrNull(lastCaughtUpAt)) return null
  if (edge !== null && !(isObject(edge) && typeof edge.name === 'string' && isTimeOrNull(edge.purgesFailingSince))) return null
  if (!Object.values(body.documents).every(isRecord)) return null
  return body as unknown as SiteAnswer
}
