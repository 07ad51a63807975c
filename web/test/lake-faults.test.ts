/**
 * Content Lake faults: the real Lake client, through a fault-injecting front of the Lake stand-in.
 * When the Lake answers 5xx, answers too late or hangs, a query fails within a few seconds (so a
 * re-render fails and Next keeps serving the last good page, as the publish e2e shows for a broken
 * source) instead of holding the re-render; when the Lake recovers, queries answer again.
 */
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {createLakeClient, LAKE_MAX_RETRIES, LAKE_TIMEOUT_MS} from '@/sanity/sources/lake'
import {embeddedDatasetFile} from '@/sanity/env'
import {startLakeStandIn} from '@site/lake-standin'
import {startFaultyLake, type LakeFault} from './support/faultyLake'

const projectId = 'test0proj'
const dataset = 'production'
/** Every attempt may use the whole timeout, plus the client's back-off between attempts. */
const WORST_CASE_MS = (LAKE_MAX_RETRIES + 1) * LAKE_TIMEOUT_MS + 1_000
/** How long the test waits for the failure: three times the worst case, for a loaded machine. */
const PATIENCE_MS = 3 * WORST_CASE_MS
/** The slow front answers after this: well beyond the patience, so a client that waited for it is caught. */
const SLOW_MS = 2 * PATIENCE_MS
const query = '*[_type == "pilot" && slug.current == "givify"][0].title'

let standIn: Awaited<ReturnType<typeof startLakeStandIn>>
let faulty: Awaited<ReturnType<typeof startFaultyLake>>

beforeAll(async () => {
  standIn = await startLakeStandIn({file: embeddedDatasetFile, projectId, dataset})
  faulty = await startFaultyLake(standIn.apiHost, {slowMs: SLOW_MS})
})
afterAll(async () => {
  await faulty?.close()
  await standIn?.close()
})

const client = () => createLakeClient({projectId, dataset, apiVersion: '2025-09-01', apiHost: faulty.apiHost})

describe('Content Lake faults', () => {
  test('a healthy Lake answers through the front', async () => {
    faulty.setFault('none')
    expect(await client().fetch(query)).toMatch(/Givify/)
  })

  for (const fault of ['error', 'slow', 'hang'] as LakeFault[]) {
    test(
      `a Lake that ${fault === 'error' ? 'answers 5xx' : fault === 'slow' ? 'answers too late' : 'hangs'} fails the query within a few seconds`,
      async () => {
        faulty.setFault(fault)
        const outcome = await Promise.race([
          client()
            .fetch(query)
            .then(
              () => 'answered',
              () => 'failed',
            ),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), PATIENCE_MS)),
        ])
        expect(outcome).toBe('failed')
      },
      PATIENCE_MS + 10_000,
    )
  }

  test('when the Lake recovers, queries answer again', async () => {
    faulty.setFault('none')
    expect(await client().fetch(query)).toMatch(/Givify/)
  })
})
