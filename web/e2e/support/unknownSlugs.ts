/**
 * For the tests that ask a server for many made-up slugs and check that nothing is kept for them:
 * the addresses, the asking (in batches, as a crawler would), and a settled starting point, since
 * re-renders from earlier publishes may still be writing to the cache when such a test begins.
 */
import {expect} from '@playwright/test'

const SLUGGED_ROUTES = ['/pilot', '/article', '/beacon']

/** `count` addresses under the slugged routes that no document has; every `shareImageEvery`th is its share image. */
export function madeUpPaths(count: number, {shareImageEvery = 0} = {}) {
  return Array.from({length: count}, (_, i) => {
    const path = `${SLUGGED_ROUTES[i % SLUGGED_ROUTES.length]}/made-up-${i}`
    return shareImageEvery && i % shareImageEvery === shareImageEvery - 1 ? `${path}/opengraph-image` : path
  })
}

/** The status of each path, asked 20 at a time; `ask` receives the path and its index. */
export async function statusesInBatches(paths: string[], ask: (path: string, index: number) => Promise<number>) {
  const statuses: number[] = []
  for (let start = 0; start < paths.length; start += 20) {
    statuses.push(...(await Promise.all(paths.slice(start, start + 20).map((path, i) => ask(path, start + i)))))
  }
  return statuses
}

/** What `look` sees once two looks half a second apart agree (within 30 s). */
export async function settledValue<T>(look: () => T | Promise<T>): Promise<T> {
  let before = await look()
  await expect
    .poll(
      async () => {
        const now = await look()
        const settled = JSON.stringify(now) === JSON.stringify(before)
        before = now
        return settled
      },
      {intervals: [500], timeout: 30_000},
    )
    .toBe(true)
  return before
}
