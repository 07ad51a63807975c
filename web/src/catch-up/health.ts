/**
 * /api/health (app/api/health/route.ts), for load balancers: cheap (this process's memory), never cached,
 * no secrets. 503 `starting` until the first catch-up has ended; then 200 `ok`, or `behind` when no run has
 * read the Lake for three intervals (last good pages still serve). `contentLake`: whether the Lake answers.
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
