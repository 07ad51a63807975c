/**
 * What the badge beside Publish says about a document on the site, in an editor's words: from the site's
 * last answer (or why it gave none), the document's published revision and how long ago it was
 * published. Pure: the badge (LiveStatusBadge.ts) polls and passes the clock in, the tests pass every case.
 *
 * "Live on the site" once the site has applied the published revision and rendered its pages; "Going
 * live…" until then, for `patienceMs` (60 s); after that "Not live yet", with the reason (the site
 * cannot read the Content Lake, the site cannot be reached, the CDN refuses purges, or the site has not
 * applied it) and whom to tell. A document never published has no badge; an unpublished or deleted one
 * says when it left the site.
 */
import type {AppliedRecord, SiteAnswer, SiteReading} from './answer'

type BadgeColor = 'success' | 'warning' | 'danger'

export interface LiveBadge {
  /** The badge's text. */
  label: string
  /** The sentence its tooltip shows: what happened, and what to do about it. */
  title: string
  color: BadgeColor
}

export interface LiveStatusInput {
  /** The site's last answer, or why there was none; null before the first poll came back. */
  reading: SiteReading | null
  /** The published id the site was asked about. */
  documentId: string
  /** The document's published version in the Studio; null when it has none (never published, unpublished, deleted). */
  published: {_rev: string} | null
  /** How long ago the Studio saw this revision published (or the document leave): the site is given `patienceMs` to apply it. */
  sincePublishMs: number
  now: Date
  /** How long "Going live…" may last before it becomes "Not live yet". */
  patienceMs: number
  /** The pages that show the document, its own first; 'everywhere' for what every page shows (Site settings). */
  pages: readonly string[] | 'everywhere'
  /** The editor's locale and time zone for times (default: the browser's). */
  locale?: string
  timeZone?: string
}

/** Who can act when the site does not follow: the README's operator. */
const TELL = 'Tell whoever runs the site (the webmaster)'

/** A time as HH:MM in the editor's locale; with the date when it is not today. */
export function clockTime(at: string | Date, {now, locale, timeZone}: Pick<LiveStatusInput, 'now' | 'locale' | 'timeZone'>): string {
  const date = typeof at === 'string' ? new Date(at) : at
  const day = (value: Date) => new Intl.DateTimeFormat('en-CA', {timeZone, dateStyle: 'short'}).format(value)
  const sameDay = day(date) === day(now)
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : {day: 'numeric', month: 'short'}),
  }).format(date)
}

function pagesIn(pages: LiveStatusInput['pages']): string {
  if (pages === 'everywhere') return 'on every page'
  if (pages.length === 0) return 'on the site'
  return `on ${pages.length === 1 ? pages[0] : `${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`}`
}

/** Why the site has not applied what was published, and what to do: the first reason that holds. */
function notLiveReason(input: LiveStatusInput, answer: SiteAnswer | null, record: AppliedRecord | null, failure: string | null): string {
  const time = (at: string) => clockTime(at, input)
  if (failure !== null)
    return (
      `The Studio cannot reach the site (${failure}), so it cannot tell whether this version is live. ` +
      `If the site does not open in your browser either, ${TELL.toLowerCase()}: the site cannot be reached.`
    )
  const lake = answer!.site.contentLake
  if (!lake.reachable)
    return (
      `The site has not heard from the Content Lake${lake.unreachableSince ? ` since ${time(lake.unreachableSince)}` : ''}: ` +
      'visitors get the last version it could read. Nothing is lost: it goes live once the site reaches Sanity again. ' +
      `If this lasts, ${TELL.toLowerCase()}: the site cannot read the Content Lake.`
    )
  const edge = answer!.site.edge
  if (record && record.rev === input.published?._rev && record.purged === false)
    return (
      `The site has this version, but the CDN (${edge?.name ?? 'the edge'}) has not taken the previous pages down` +
      `${edge?.purgesFailingSince ? `: its purges are failing since ${time(edge.purgesFailingSince)}` : ''}. ` +
      `Visitors may get the previous version for a few minutes more. ${TELL}: the CDN's purge is failing.`
    )
  const holds = record?.rev
    ? `it still shows the version it applied at ${record.appliedAt ? time(record.appliedAt) : 'an earlier time'}`
    : 'it has not applied it'
  const caughtUp = answer!.site.lastCaughtUpAt ? ` (it last checked the Content Lake at ${time(answer!.site.lastCaughtUpAt)})` : ''
  return (
    `The site has not applied this version yet: ${holds}${caughtUp}. It checks the Content Lake for what it missed every few seconds. ` +
    `If it is not live within a few minutes, ${TELL.toLowerCase()}: the site is not catching up with the Content Lake.`
  )
}

/**
 * Whether the site applied the revision (its webhook named it) while it cannot read the Content Lake and
 * has not read it since: its pages were then drawn from the last version it could read, not from this one.
 */
function drawnFromLastRead(answer: SiteAnswer, record: AppliedRecord): boolean {
  if (answer.site.contentLake.reachable) return false
  const lastRead = answer.site.lastCaughtUpAt ? Date.parse(answer.site.lastCaughtUpAt) : Number.NaN
  const appliedAt = record.appliedAt ? Date.parse(record.appliedAt) : Number.NaN
  return !(lastRead >= appliedAt)
}

/**
 * How long after applying a revision the site's cache has surely expired its pages (the webhook queues the
 * revalidation and Next applies it right after its answer), so the next visitor gets them rendered anew:
 * "Live" then even if the site renders nothing ahead (without its own server: Vercel, Netlify).
 */
const RENDER_GRACE_MS = 5_000

/** Whether the site applied the revision at least RENDER_GRACE_MS ago, both times by the site's clock. */
function renderedOnVisit(answer: SiteAnswer, record: AppliedRecord): boolean {
  return record.appliedAt !== null && Date.parse(answer.checkedAt) - Date.parse(record.appliedAt) >= RENDER_GRACE_MS
}

/** The badge for a document the Studio has published. */
function publishedBadge(input: LiveStatusInput, answer: SiteAnswer | null, failure: string | null): LiveBadge {
  const record = answer?.documents[input.documentId] ?? null
  const patient = input.sincePublishMs < input.patienceMs
  const applied = record !== null && record.rev === input.published!._rev && !drawnFromLastRead(answer!, record)
  if (applied && record.purged !== false && (record.rendered || !patient || renderedOnVisit(answer!, record))) {
    const since = record.appliedAt ? ` since ${clockTime(record.appliedAt, input)}` : ''
    const rendering = record.rendered ? '' : ' Its pages are drawn afresh for their next visitor.'
    return {label: 'Live on the site', title: `Live${since} ${pagesIn(input.pages)}.${rendering}`, color: 'success'}
  }
  if (patient)
    return {
      label: 'Going live…',
      title: `Published: the site is applying it ${pagesIn(input.pages)} (usually within seconds).`,
      color: 'warning',
    }
  if (answer && record === null && answer.site.contentLake.reachable)
    return {
      label: 'Not reported by the site',
      title:
        'The site has no record of applying this document since it started: it may well be live. Open it on the site to see. ' +
        `If the site does not show it within a few minutes, ${TELL.toLowerCase()}: the site has not reported this document.`,
      color: 'warning',
    }
  return {label: 'Not live yet', title: notLiveReason(input, answer, record, failure), color: 'danger'}
}

/** The badge for a document with no published version: nothing, or whether the site has taken it down. */
function unpublishedBadge(input: LiveStatusInput, answer: SiteAnswer | null): LiveBadge | null {
  const record = answer?.documents[input.documentId] ?? null
  // Never published (or the site has no memory of it): it is on no page, and the Studio says so already.
  if (!answer || record === null) return null
  if (record.rev === null)
    return {
      label: 'Off the site',
      title: `Not published: the site took it off${record.appliedAt ? ` at ${clockTime(record.appliedAt, input)}` : ''}.`,
      color: 'success',
    }
  if (input.sincePublishMs < input.patienceMs)
    return {label: 'Leaving the site…', title: `Unpublished: the site is taking it off ${pagesIn(input.pages)}.`, color: 'warning'}
  return {label: 'Still on the site', title: notLiveReason(input, answer, record, null), color: 'danger'}
}

/** The badge, or null for none (a document never published; no answer from the site yet). */
export function liveStatusBadge(input: LiveStatusInput): LiveBadge | null {
  if (input.reading === null) return null
  const answer = 'answer' in input.reading ? input.reading.answer : null
  const failure = 'failure' in input.reading ? input.reading.failure : null
  if (input.published === null) return unpublishedBadge(input, answer)
  return publishedBadge(input, answer, failure)
}
