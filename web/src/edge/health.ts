/**
 * /api/health/edge (app/api/health/edge/route.ts): 200 `ok` (`none` without an edge) while purges reach
 * the edge (purge.mjs; with REDIS_URL, any instance's), else 503 with since when. deploy/varnish/default.vcl
 * probes it and keeps nothing over 15 s while it answers 503. Never cached, no secrets.
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
