/**
 * The body of /api/live-status (endpoint.ts): the Lake, the catch-up and the edge as the site knows them,
 * and each document's record (records.ts) or null. No secrets: revisions, times and an edge's name only.
 */
import {catchUpStatus} from '../catch-up/status.ts'
import {edgeFromEnv} from '../edge/cdns.mjs'
import {purgesFailing} from '../edge/purge.mjs'
import {lakeUnreachableSince} from '../sanity/lakeHealth.ts'
import type {LiveRecords} from './records.ts'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

interface DocumentStatus {
  rev: string | null
  appliedAt: string
  rendered: boolean
  purged: boolean | null
}

export interface LiveStatus {
  checkedAt: string
  site: {
    contentLake: {reachable: boolean; unreachableSince: string | null}
    lastCaughtUpAt: string | null
    edge: {name: string; purgesFailingSince: string | null} | null
  }
  documents: Record<string, DocumentStatus | null>
}

/** `lake`: whether the site reads the Content Lake (the bundled dataset is always reachable). */
export async function liveStatus(
  ids: string[],
  {records, lake, env = process.env}: {records: LiveRecords; lake: boolean; env?: typeof process.env},
): Promise<LiveStatus> {
  const unreachableSince = lake ? lakeUnreachableSince() : null
  const edge = edgeFromEnv(env)
  const known = await records.read(ids)
  return {
    checkedAt: new Date().toISOString(),
    site: {
      contentLake: {reachable: unreachableSince === null, unreachableSince: iso(unreachableSince)},
      lastCaughtUpAt: iso(catchUpStatus().lastSuccessAt || null),
      edge: edge ? {name: edge.name, purgesFailingSince: iso(await purgesFailing(env))} : null,
    },
    documents: Object.fromEntries(
      ids.map((id) => {
        const record = known.get(id)
        return [
          id,
          record
            ? {rev: record.rev, appliedAt: new Date(record.appliedAt).toISOString(), rendered: record.rendered, purged: record.purged}
            : null,
        ]
      }),
    ),
  }
}
