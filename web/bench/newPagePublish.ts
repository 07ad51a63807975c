/**
 * A new page's first publish → live: the Lake stand-in publishes a page made in the Studio that no
 * build has seen (a new top-level address), fires its signed webhook at the Lake-mode site, and the
 * clock runs from the publish until the first visitor response of `/{slug}` answers 200 with the
 * page's text (rendered on that first request, from the Lake). The publish is the action the Studio's
 * Publish sends, applied in the stand-in: the Studio's own share of the time is in studioPublish.ts.
 */
import {startStudioStack} from '@site/test-harness/stack'
import {eventually} from '@site/test-harness/eventually'
import {POLL} from './poll.ts'

export async function measureNewPagePublishes({runs, waitForConsistency}: {runs: number; waitForConsistency: boolean}) {
  // Serves the stack's builds (turbo tasks `web#build:lake`, `studio#build:standin`; `pnpm bench:publish` makes them).
  const stack = await startStudioStack({waitForConsistency})
  const times: number[] = []
  try {
    for (let run = 1; run <= runs; run++) {
      const slug = `bench-page-${waitForConsistency ? 'on' : 'off'}-${run}-${Date.now()}`
      const text = `Published for the benchmark (run ${run}, wait ${waitForConsistency ? 'on' : 'off'}).`
      const id = `page-${slug}`
      const before = await stack.page(`/${slug}`)
      if (before.status !== 404) throw new Error(`/${slug} answered ${before.status} before it was published`)
      const publishedAt = performance.now()
      stack.lake.store.publishNew({
        _id: id,
        _type: 'page',
        title: `Benchmark page ${run}`,
        slug: {_type: 'slug', current: slug},
        seoDescription: 'A page the publish benchmark makes.',
        sections: [
          {
            _type: 'callToActionSection',
            _key: 'cta',
            heading: text,
            buttons: [{_type: 'linkButton', _key: 'b', label: 'Read more', url: 'https://example.org/'}],
          },
        ],
      })
      // Visitors keep asking while the webhook is being handled, as they would on a live site.
      await eventually(
        () => stack.page(`/${slug}`),
        ({status, html}) => status === 200 && html.includes(text),
        `/${slug} answering with the new page`,
        POLL,
      )
      times.push(performance.now() - publishedAt)
      await stack.lake.settled()
      const delivery = stack.lake.webhooks.find(({documentId}) => documentId === id)
      if (delivery?.status !== 200) throw new Error(`The page's webhook answered ${delivery?.status ?? delivery?.error}`)
    }
    stack.lake.assertAllAnswered()
  } finally {
    await stack.stop()
  }
  return times
}
