/**
 * /api/catch-up (app/api/catch-up/route.ts serves it): one run of the catch-up (catchUp.ts), then the
 * tags it names are revalidated as a webhook's are. Called every interval by the production server
 * (loop.ts, with a token of its own process), or by a host's scheduled job (Vercel Cron, a Netlify
 * scheduled function) with `Authorization: Bearer $CRON_SECRET`. Anyone else gets 401 and costs nothing.
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {revalidateTag} from 'next/cache'
import {NextResponse, type NextRequest} from 'next/server'
import {bundledDatasetChangedSinceBuild, lakeCatchUpSource} from '@/sanity/freshReads'
import {staleUntaggedAnswers} from '@/sanity/untagged'
import {revalidationProfile} from '@/edge/revalidation'
import {logSafe} from '@/security/logSafe'
import {SITE_TAG} from '@/sanity/tags'
import {catchUp, type CatchUpResult} from './catchUp'
import {catchUpIntervalMs} from './interval'
import {catchUpStatus, recordFailure, recordSuccess} from './status'
import {connectCatchUpRedis, memoryStore, redisStore, type CatchUpStore} from './store'

const NO_STORE = {'Cache-Control': 'no-store'}

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
  }
}

let shared: CatchUpStore | undefined
/** Chosen at the first call, not when the module loads: the build loads it too, and must not connect. */
function sharedStore(): CatchUpStore | null {
  const url = process.env.REDIS_URL
  if (!url) return null
  shared ??= guarded(redisStore(connectCatchUpRedis(url), process.env.REDIS_KEY_PREFIX || 'site:'))
  return shared
}

async function runOnce(intervalMs: number): Promise<CatchUpResult> {
  if (!lakeCatchUpSource) {
    // The bundled dataset changes only with a deploy: what is to catch up is a file the build did not render, once.
    const first = catchUpStatus().firstRunAt === null
    return {kind: 'caught-up', expireNow: true, tags: first && bundledDatasetChangedSinceBuild() ? [SITE_TAG] : [], changed: [], gone: []}
  }
  const store = sharedStore()
  if (store) {
    try {
      return await catchUp({source: lakeCatchUpSource, store, intervalMs})
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error
    }
  }
  return catchUp({source: lakeCatchUpSource, store: memoryStore(), intervalMs})
}

export async function GET(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({error: 'Not authorized'}, {status: 401, headers: NO_STORE})
  const intervalMs = catchUpIntervalMs(process.env)
  let result: CatchUpResult
  try {
    result = await runOnce(intervalMs)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    recordFailure(logSafe(reason, 200), intervalMs)
    return NextResponse.json({caughtUp: false, error: 'The Content Lake cannot be read'}, {status: 503, headers: NO_STORE})
  }
  if (result.kind === 'skipped') {
    recordSuccess(result.lastSuccessAt)
    return NextResponse.json({caughtUp: true, by: 'another instance'}, {headers: NO_STORE})
  }
  recordSuccess(Date.now())
  if (result.tags.length > 0) {
    // The first run after a start makes pages stale now: the build's pages must not be served again.
    for (const tag of result.tags) revalidateTag(tag, result.expireNow ? {expire: 0} : revalidationProfile())
    staleUntaggedAnswers()
    const what = result.expireNow && result.changed.length === 0 ? 'every page, from a start with no memory' : describe(result)
    console.info(`[catch-up] ${what}: ${logSafe(result.tags.join(', '), 600)}`)
  }
  return NextResponse.json(
    {caughtUp: true, tags: result.tags, changed: result.changed.length, gone: result.gone.length},
    {headers: NO_STORE},
  )
}

function describe({changed, gone}: {changed: string[]; gone: string[]}) {
  const ids = (list: string[]) => logSafe(list.slice(0, 5).join(', ') + (list.length > 5 ? `, … ${list.length - 5} more` : ''), 300)
  const parts = [
    changed.length ? `${changed.length} changed (${ids(changed)})` : '',
    gone.length ? `${gone.length} gone (${ids(gone)})` : '',
  ]
  return parts.filter(Boolean).join(', ') || 'pages revalidated again, after a re-render that may have read older content'
}
