/**
 * /api/health (app/api/health/route.ts): for load balancers and container platforms. Cheap (it reads
 * this process's memory only), never cached, no secrets. 503 `starting` until the instance's first
 * catch-up has ended, so no visitor is sent to a server still holding its build's pages; then 200,
 * `ok`, or `behind` when no run has read the Content Lake for three intervals (the instance still
 * serves its last good pages: taking it out of rotation would not help). `secondsSinceCatchUp` says how
 * far behind the site may be. `contentLake` says whether the Lake answers this instance's reads, and
 * since when it has not: meanwhile pages are rendered from their last good answers (sanity/lastGood.ts).
 */
import {NextResponse} from 'next/server'
import {lakeCatchUpSource} from '@/sanity/publishedNow'
import {lakeUnreachableSince} from '@/sanity/lakeHealth'
import {catchUpIntervalMs} from '@/constants.mjs'
import {catchUpStatus} from './status'

export function GET() {
  const status = catchUpStatus()
  const now = Date.now()
  const intervalMs = catchUpIntervalMs(process.env)
  const since = status.lastSuccessAt === null ? null : Math.round((now - status.lastSuccessAt) / 1000)
  const state =
    status.firstRunAt === null ? 'starting' : status.lastSuccessAt === null || now - status.lastSuccessAt > 3 * intervalMs ? 'behind' : 'ok'
  const unreachableSince = lakeUnreachableSince()
  return NextResponse.json(
    {
      status: state,
      source: lakeCatchUpSource ? 'content-lake' : 'bundled-dataset',
      contentLake: !lakeCatchUpSource
        ? null
        : unreachableSince === null
          ? {reachable: true}
          : {reachable: false, unreachableSince: new Date(unreachableSince).toISOString(), serving: 'last good pages'},
      lastCatchUp: status.lastSuccessAt === null ? null : new Date(status.lastSuccessAt).toISOString(),
      secondsSinceCatchUp: since,
      catchUpIntervalSeconds: intervalMs / 1000,
    },
    {status: state === 'starting' ? 503 : 200, headers: {'Cache-Control': 'no-store'}},
  )
}
