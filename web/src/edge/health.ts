/**
 * /api/health/edge (app/api/health/edge/route.ts): whether this instance's purges reach the CDN in
 * front of it (purge.mjs; with REDIS_URL, any instance's). 200 `ok` (or `none` when no CDN is
 * configured), 503 `purges failing` with since when. deploy/varnish/default.vcl probes it: while it answers 503, Varnish keeps nothing longer
 * than 15 s, so a purge that cannot reach it leaves nothing stale for long. Never cached, no secrets.
 */
import {NextResponse} from 'next/server'
import {edgeFromEnv} from './cdns.mjs'
import {purgesFailing} from './purge.mjs'

export async function GET() {
  const edge = edgeFromEnv(process.env)
  const since = await purgesFailing()
  return NextResponse.json(
    {
      status: !edge ? 'none' : since === null ? 'ok' : 'purges failing',
      edge: edge?.name ?? null,
      failingSince: since && new Date(since).toISOString(),
    },
    {status: since === null ? 200 : 503, headers: {'Cache-Control': 'no-store'}},
  )
}
