/**
 * One run of the catch-up, called by handler.ts: one question to the Lake (`publishedChangesQuery`), compared
 * by revision with what the store (store.ts) saw, giving the tags each change's webhook would have revalidated
 * (sanity/tags.ts); deletions found by the count; with no memory, the build's list (buildRevisions.ts).
 * The mechanism and why: docs/architecture.md, "Catching up with the Content Lake".
 */
import {SITE_WIDE_TYPES} from '@site/routes'
// Relative imports with their extension: `pnpm bench:scale` runs this under Node's own TypeScript support.
import {isDocumentType} from '../publish/documentTypes.ts'
import {SITE_TAG, tagsForDocument} from '../sanity/tags.ts'
import type {CatchUpMeta, CatchUpStore, SeenDocument} from './store.ts'

/** A published document as the Lake lists it. */
interface LakeRow {
  _id: string
  _type: string
  _rev: string
  slug: string | null
}

/** Every published document, with the Lake's clock: the full list a run reads, and what a build rendered. */
export interface LakeIndex {
  now: string
  documents: LakeRow[]
}

export interface CatchUpSource {
  changes(since: string, max: number): Promise<{now: string; count: number; changed: LakeRow[]}>
  index(): Promise<LakeIndex>
  /** What the build rendered (buildRevisions.ts), for a start with no memory; null when the build did not say. */
  built(): LakeIndex | null
}

/** How far back each question reaches before the last answer's clock: the Lake shows a write to queries a moment after its `_updatedAt`. */
export const LAKE_CONSISTENCY_MARGIN_MS = 60_000
/** The most changed documents one answer lists; more (a dataset import) is read from the full list. */
const MAX_CHANGES_PER_ANSWER = 500
/** Beyond this many tags, revalidating every page is cheaper to say and to apply. */
const MAX_TAGS = 200

export type CatchUpResult =
  /** Another instance asked within the interval; when a run last read the Lake, for the health check. */
  | {kind: 'skipped'; lastSuccessAt: number | null}
  | {
      kind: 'caught-up'
      /** First run with no memory: these pages are stale now, not served once more while they re-render. */
      expireNow: boolean
      tags: string[]
      changed: string[]
      gone: string[]
    }

function sinceOf(lakeNow: string) {
  return new Date(Date.parse(lakeNow) - LAKE_CONSISTENCY_MARGIN_MS).toISOString()
}

const seenOf = (row: LakeRow): SeenDocument => ({type: row._type, rev: row._rev, slug: row.slug ?? null})

/** Documents whose tags a publish can name: the content model's and the site-wide ones (images). */
const isContent = (type: string) => isDocumentType(type) || SITE_WIDE_TYPES.includes(type)

/** Pure: what changed between what was seen and what the Lake lists now, and the tags their webhooks would have revalidated. */
function compare(previous: Map<string, SeenDocument>, rows: LakeRow[]) {
  const seen = new Map<string, SeenDocument>()
  const tags = new Set<string>()
  const changed: string[] = []
  for (const row of rows) {
    const before = previous.get(row._id)
    if (before?.rev === row._rev) continue
    seen.set(row._id, seenOf(row))
    changed.push(row._id)
    if (!isContent(row._type)) continue
    // A document seen before keeps or changes its address (the webhook's `previousSlug`); a new one has none.
    for (const tag of tagsForDocument({_id: row._id, _type: row._type, slug: row.slug, previousSlug: before ? before.slug : undefined}))
      tags.add(tag)
  }
  return {seen, tags, changed}
}

function bounded(tags: Set<string>) {
  return tags.has(SITE_TAG) || tags.size > MAX_TAGS ? [SITE_TAG] : [...tags]
}

export async function catchUp({
  source,
  store,
  intervalMs,
  now = Date.now(),
}: {
  source: CatchUpSource
  store: CatchUpStore
  intervalMs: number
  now?: number
}): Promise<CatchUpResult> {
  // Slightly shorter than the interval, so the next instance's turn is never missed by a few milliseconds.
  if (!(await store.claim(Math.max(1, intervalMs - 250))))
    return {kind: 'skipped', lastSuccessAt: (await store.meta())?.lastSuccessAt || null}
  let meta = await store.meta()
  const firstRun = !meta

  if (!meta) {
    const built = source.built()
    if (!built) {
      const index = await source.index()
      const seen = new Map(index.documents.map((row) => [row._id, seenOf(row)]))
      await store.save({meta: {since: sinceOf(index.now), settle: [], lastSuccessAt: now}, seen, gone: [], replace: true})
      return {kind: 'caught-up', expireNow: true, tags: [SITE_TAG], changed: [], gone: []}
    }
    // The build's list is this start's memory; no run has read the Lake yet (lastSuccessAt), this one will.
    meta = {since: sinceOf(built.now), settle: [], lastSuccessAt: 0}
    await store.save({meta, seen: new Map(built.documents.map((row) => [row._id, seenOf(row)])), gone: [], replace: true})
  }

  const answer = await source.changes(meta.since, MAX_CHANGES_PER_ANSWER)
  const previous = await store.seen(answer.changed.map((row) => row._id))
  let {seen, tags, changed} = compare(previous, answer.changed)
  let gone: string[] = []
  const expected = (await store.count()) + answer.changed.filter((row) => !previous.has(row._id)).length

  if (answer.count !== expected || answer.changed.length >= MAX_CHANGES_PER_ANSWER) {
    // A deletion (or more changes than one answer lists): the full list says which.
    const index = await source.index()
    const listed = new Set(index.documents.map((row) => row._id))
    gone = (await store.ids()).filter((id) => !listed.has(id))
    const all = await store.seen(index.documents.map((row) => row._id))
    ;({seen, tags, changed} = compare(all, index.documents))
    if (gone.length > 0) tags.add(SITE_TAG)
  }

  const fresh = bounded(tags)
  const settle: CatchUpMeta['settle'] = fresh
  await store.save({meta: {since: sinceOf(answer.now), settle, lastSuccessAt: now}, seen, gone})
  return {
    kind: 'caught-up',
    expireNow: firstRun,
    tags: bounded(new Set([...fresh, ...meta.settle])),
    changed,
    gone,
  }
}
