/**
 * Tells publish/invalidate.ts when Next has applied its tags (a route's revalidateTag only queues them), so
 * renderPages.ts does not read the previous page: edge/cacheHandler.mjs calls noteRevalidated with the tags
 * and their purge. The handler and the routes load apart, so both meet on one object of the process.
 */
const WAITING = Symbol.for('site.revalidationWaiters')

/** @returns {Set<{tags: Set<string>, settle: (purge: Promise<void>) => void}>} */
function waiting() {
  return (globalThis[WAITING] ??= new Set())
}

/**
 * Resolves with the purge of the tags once the cache handler has revalidated every one of `tags`, or
 * with null after `timeoutMs` (a host whose cache handler is not the site's never tells).
 */
export function whenRevalidated(tags, timeoutMs) {
  return new Promise((resolve) => {
    const waiter = {
      tags: new Set(tags),
      settle(purge) {
        clearTimeout(timer)
        waiting().delete(waiter)
        resolve(purge)
      },
    }
    const timer = setTimeout(() => {
      waiting().delete(waiter)
      resolve(null)
    }, timeoutMs)
    timer.unref?.()
    if (waiter.tags.size === 0) waiter.settle(Promise.resolve())
    else waiting().add(waiter)
  })
}

/** The cache handler's half: `tags` are revalidated, `purge` settles when the CDN has been told (or at once without one). */
export function noteRevalidated(tags, purge) {
  for (const waiter of [...waiting()]) {
    for (const tag of tags) waiter.tags.delete(tag)
    if (waiter.tags.size === 0) waiter.settle(purge)
  }
}
