/**
 * The badge beside Publish that says where the document stands on the site ("Live on the site",
 * "Going live…", "Not live yet" and why: words.ts), from the site's own answer (usePolledStatus.ts).
 * A Sanity document badge (`document.badges` in sanity.config.ts): a hook the document pane runs with
 * the document's edit state, returning the badge or null.
 *
 * How long "Going live…" may last is SANITY_STUDIO_LIVE_STATUS_PATIENCE_S at the Studio's build (60 s;
 * the browser tests build it with a few seconds). Scheduled publishing is switched off in this Studio,
 * so the badge never speaks of a scheduled change.
 */
import {useState} from 'react'
import {getPublishedId, type DocumentBadgeComponent, type SanityDocument} from 'sanity'
import {pagesForBadge} from './shownOnSite'
import {usePolledStatus} from './usePolledStatus'
import {liveStatusBadge} from './words'

const DEFAULT_PATIENCE_S = 60

/** The patience from the build's environment: a positive number of seconds, else 60. */
export function patienceMs(configured: string | undefined = process.env.SANITY_STUDIO_LIVE_STATUS_PATIENCE_S): number {
  const seconds = Number(configured)
  return (configured && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_PATIENCE_S) * 1000
}

const PATIENCE_MS = patienceMs()

/**
 * When the Studio saw the document's current published state appear: its `_updatedAt`, or when this
 * pane first saw it if that is earlier by the editor's clock (a clock behind the Lake's never stretches
 * "Going live…" past the patience). Kept per state: a new publish, an unpublish start it again.
 */
function usePublishedSince(published: SanityDocument | null): number {
  const key = published?._rev ?? 'none'
  const [seen, setSeen] = useState(() => ({key, at: Date.now()}))
  if (seen.key !== key) setSeen({key, at: Date.now()})
  const updatedAt = published ? Date.parse(published._updatedAt) : Number.NaN
  return Number.isNaN(updatedAt) ? seen.at : Math.min(updatedAt, seen.at)
}

const slugOf = (document: SanityDocument | null) => (document?.slug as {current?: string} | undefined)?.current

export const LiveStatusBadge: DocumentBadgeComponent = ({id, type, published, draft}) => {
  const pages = pagesForBadge(type, slugOf(published ?? draft))
  const documentId = pages === null ? null : getPublishedId(id)
  const reading = usePolledStatus(documentId)
  const since = usePublishedSince(published)
  if (pages === null || documentId === null) return null
  const now = new Date()
  return liveStatusBadge({
    reading,
    documentId,
    published: published ? {_rev: published._rev} : null,
    sincePublishMs: now.getTime() - since,
    now,
    patienceMs: PATIENCE_MS,
    pages,
  })
}
