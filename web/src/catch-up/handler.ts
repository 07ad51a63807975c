/**
 * /api/catch-up (app/api/catch-up/route.ts): one run (catchUp.ts), then publish/invalidate.ts as for a
 * webhook. Called every interval by the server (loop.ts, with its process's token) or a host's scheduled
 * job (`Bearer $CRON_SECRET`); anyone else 401. Each call also hands the store this instance's renders from
 * last good answers (sanity/lastGoodRenders.ts), revalidated twice once the Lake is read again; a run is
 * also how an instance finds the Lake back (sanity/lakeHealth.ts).
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {NextResponse, type NextRequest} from 'next/server'
import {bundledDatasetChangedSinceBuild, lakeCatchUpSource, readPublishedRevision} from '@/sanity/publishedNow'
import {lakeUnreachableSince} from '@/sanity/lakeHealth'
import {takeRenderedFromLastGood} from '@/sanity/lastGoodRenders'
import {revalidationProfile} from '@/edge/revalidation'
import {bundledRevisionsIfChanged} from '@/live/bundledRevisions'
import type {AppliedDocument} from '@/live/records'
import {embeddedDatasetFile} from '@/sanity/env'
import {logSafe} from '@/security/logSafe'
import {SITE_TAG} from '@/sanity/tags'
import {invalidate} from '@/publish/invalidate'
import {builtRevisions} from './buildRevisions'
import {catchUp, type CatchUpResult} from './catchUp'
import {catchUpIntervalMs, redisKeyPrefix} from '@/constants.mjs'
import {catchUpStatus, recordFailure, recordSuccess} from './status'
import {catchUpRedis, memoryStore, redisStore, type CatchUpStore} from './store'

const NO_STORE = {'Cache-Control': 'no-store'}
/** What a probe of the Lake asks for: the answer (a revision, or null) matters less than that one comes. */
const SITE_SETTINGS_ID = 'siteSettings'

const digest = (text: string) => createHash('sha256').update(text).digest()

function authorized(request: NextRequest) {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!given) return false
  const secrets = [process.env.SITE_CATCH_UP_TOKEN, process.env.CRON_SECRET].filter((secret): secret is string => Boolean(secret))
  return secrets.some((secret) => timingSafeEqual(digest(secret), digest(given)))
}

/** A store that failed: the run starts again from this instance's memory. */
class StoreUnavailable extends Error {}

function guarded(store: CatchUpStore): CatchUpStore {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((error: unknown) => {
        throw new StoreUnavailable(String(error))
      })
  return {
    claim: wrap(store.claim),
    meta: wrap(store.meta),
    seen: wrap(store.seen),
    count: wrap(store.count),
    ids: wrap(store.ids),
    save: wrap(store.save),
    noteLastGoodRenders: wrap(store.noteLastGoodRenders),
    takeLastGoodRenders: wrap(store.takeLastGoodRenders),
  }
}

let shared: CatchUpStore | undefined
/** Chosen at the first call, not when the module loads: the build loads it too, and must not connect. */
function sharedStore(): CatchUpStore | null {
  const url = process.env.REDIS_URL
  if (!url) return null
  shared ??= guarded(redisStore(catchUpRedis(url), redisKeyPrefix()))
  return shared
}

/** The Lake's questions, and the build's list of what it rendered for a start with no memory. */
const source = lakeCatchUpSource && {...lakeCatchUpSource, built: () => builtRevisions()}

/** The result of one run, and the store it used (the shared one, or this instance's memory when that failed). */
async function runOnce(intervalMs: number): Promise<{result: CatchUpResult; store: CatchUpStore | null}> {
  if (!source) {
    // The bundled dataset changes only with a deploy: what is to catch up is a file the build did not render, once.
    const first = catchUpStatus().firstRunAt === null
    const tags = first && bundledDatasetChangedSinceBuild() ? [SITE_TAG] : []
    return {result: {kind: 'caught-up', expireNow: true, tags, changed: [], gone: []}, store: null}
  }
  const store = sharedStore()
  if (store) {
    try {
      return {result: await catchUp({source, store, intervalMs}), store}
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error
    }
  }
  return {result: await catchUp({source, store: memoryStore(), intervalMs}), store: memoryStore()}
}

/** Tags of last-good renders taken by the last run that read the Lake: revalidated once more by the next. */
let settlingLastGoodRenders: string[] = []

/** Hands this instance's last-good renders to the store (the shared one when it answers); they stay here otherwise. */
async function noteLastGoodRenders(store: CatchUpStore | null) {
  const tags = takeRenderedFromLastGood()
  if (tags.length === 0) return
  await (store ?? memoryStore()).noteLastGoodRenders(tags).catch(() => memoryStore().noteLastGoodRenders(tags))
}

/** After a run that read the Lake: every instance's last-good renders, and those taken last time, to revalidate. */
async function lastGoodRendersToRevalidate(store: CatchUpStore | null) {
  const taken = new Set(await memoryStore().takeLastGoodRenders())
  if (store) for (const tag of await store.takeLastGoodRenders().catch(() => [])) taken.add(tag)
  const tags = [...new Set([...taken, ...settlingLastGoodRenders])]
  settlingLastGoodRenders = [...taken]
  return tags.includes(SITE_TAG) ? [SITE_TAG] : tags
}

export async function GET(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({error: 'Not authorized'}, {status: 401, headers: NO_STORE})
  const intervalMs = catchUpIntervalMs(process.env)
  let run: Awaited<ReturnType<typeof runOnce>>
  try {
    run = await runOnce(intervalMs)
  } catch {
    // sanity/lakeHealth.ts has logged it (once, until the Lake answers again).
    recordFailure()
    await noteLastGoodRenders(sharedStore())
    return NextResponse.json({caughtUp: false, error: 'The Content Lake cannot be read'}, {status: 503, headers: NO_STORE})
  }
  const {result, store} = run
  await noteLastGoodRenders(store)
  if (result.kind === 'skipped') {
    recordSuccess(result.lastSuccessAt)
    // Another instance read the Lake: one small question of this one's own ends its outage (sanity/lakeHealth.ts).
    if (lakeUnreachableSince() !== null) await readPublishedRevision?.(SITE_SETTINGS_ID).catch(() => null)
    return NextResponse.json({caughtUp: true, by: 'another instance'}, {headers: NO_STORE})
  }
  recordSuccess(Date.now())
  const what =
    result.expireNow && result.changed.length === 0 && result.tags.includes(SITE_TAG)
      ? 'every page, from a start with no memory'
      : describe(result)
  void invalidate({
    tags: result.tags,
    // The first run after a start expires its pages: the build's older pages must not be served again.
    profile: result.expireNow ? {expire: 0} : revalidationProfile(),
    // Remembered answers are read again only when this run found something, not for a second revalidation.
    forgetRemembered: result.changed.length > 0 || result.gone.length > 0 || result.expireNow,
    applied: await appliedDocuments(result, store),
    log: `[catch-up] ${what}`,
  })
  // This run read the Lake: pages drawn from last good answers expire at once.
  void invalidate({
    tags: await lastGoodRendersToRevalidate(store),
    profile: {expire: 0},
    forgetRemembered: false,
    applied: [],
    log: '[catch-up] pages rendered while the Content Lake could not be read, again',
  })
  return NextResponse.json(
    {caughtUp: true, tags: result.tags, changed: result.changed.length, gone: result.gone.length},
    {headers: NO_STORE},
  )
}

/** What a run applied: the documents it found changed, at the revision the store holds now, and those gone; or the bundled file's. */
async function appliedDocuments(
  result: Extract<CatchUpResult, {kind: 'caught-up'}>,
  store: CatchUpStore | null,
): Promise<AppliedDocument[]> {
  if (!source) return bundledRevisionsIfChanged(embeddedDatasetFile) ?? []
  const seen = await (store ?? memoryStore()).seen(result.changed).catch(() => new Map<string, {rev: string}>())
  return [
    ...result.changed.flatMap((id) => (seen.has(id) ? [{id, rev: seen.get(id)!.rev}] : [])),
    ...result.gone.map((id) => ({id, rev: null})),
  ]
}

function describe({changed, gone}: {changed: string[]; gone: string[]}) {
  const ids = (list: string[]) => logSafe(list.slice(0, 5).join(', ') + (list.length > 5 ? `, … ${list.length - 5} more` : ''), 300)
  const parts = [
    changed.length ? `${changed.length} changed (${ids(changed)})` : '',
    gone.length ? `${gone.length} gone (${ids(gone)})` : '',
  ]
  return parts.filter(Boolean).join(', ') || 'pages revalidated again, after a re-render that may have read older content'
}
