/**
 * Publish → live with no webhook at all (Sanity gave up on the delivery): a pilot's title changes in
 * the Lake stand-in, which sends nothing, and the clock runs until a visitor's response carries it.
 * The Lake-mode build (turbo task `web#build:lake`) catches up by itself at its default interval
 * (src/catch-up/), so the figure is spread over that interval: about half of it on average, at worst
 * one interval plus a re-render. Each publish comes at a random moment of the interval: published right
 * after the previous one went live, every run would land just after a catch-up and take a whole interval.
 */
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startPublishServer} from '../test/support/productionServer.ts'
import {DEFAULT_CATCH_UP_INTERVAL_S} from '../src/constants.mjs'
import {POLL} from './poll.ts'

export async function measureCatchUpPublishes({runs}: {runs: number}) {
  const lake = await startLakeStandIn({file: DATA_FILE, projectId: PROJECT_ID, dataset: DATASET})
  const server = await startPublishServer({fromDist: LAKE_SITE_DIST, env: lakeSiteEnv(lake.apiHost)})
  const times: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      const title = `Givify (published with no webhook, run ${run})`
      // A random moment of the interval, as an editor's publish would be (not an await on a condition: the point is to wait).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * DEFAULT_CATCH_UP_INTERVAL_S * 1000))
      const started = performance.now()
      lake.store.applyMutations([{patch: {id: 'pilot-givify', set: {title}}}])
      await eventually(
        () => server.page('/pilot/givify'),
        ({html}) => html.includes(title),
        'the title published with no webhook',
        {...POLL, timeoutMs: 4 * DEFAULT_CATCH_UP_INTERVAL_S * 1000},
      )
      times.push(performance.now() - started)
    }
  } finally {
    await server.stop()
    await lake.close()
  }
  return times
}
