/**
 * Renders a publish's pages ahead of visitors (called by publishes.ts): the pages pageIndex.mjs knows under
 * the revalidated tags, asked of the site's own origin until the cache holds their new version, a few at a
 * time, at most MAX_RENDERS per publish, single pages first; the rest render on their first visit.
 */
import {PAGE_PATH_LIST} from '@site/routes'
import pLimit from 'p-limit'

export const MAX_RENDERS = 20
const RENDERS_AT_ONCE = 2
const RENDER_TIMEOUT_MS = 15_000
/**
 * How soon a page answered stale (its new render under way) is asked again, doubled at each ask up to a
 * fifth of a second: a render that cannot be stored (Redis frozen) must not turn these asks into a load
 * of their own, and a page rendered is known within that much.
 */
const STALE_RETRY_MS = 50
const STALE_RETRY_MAX_MS = 200

/** Pure: which of `paths` a publish renders, single pages first, at most `max`. */
export function pathsToRender(paths: readonly string[], max = MAX_RENDERS): string[] {
  const known = new Set(paths)
  const fixed = PAGE_PATH_LIST.filter((path) => known.has(path))
  const others = [...known].filter((path) => !PAGE_PATH_LIST.includes(path)).sort()
  return [...fixed, ...others].slice(0, max)
}

const LIMIT = Symbol.for('site.renderLimit')
/** One limit per process: the webhook's and the catch-up's routes load this module apart. */
const limit = () => ((globalThis as {[LIMIT]?: ReturnType<typeof pLimit>})[LIMIT] ??= pLimit(RENDERS_AT_ONCE))

/** Asks `origin` for each path; true when every one was answered (a 404 or a redirect is an answer: a deleted or renamed page). */
export async function renderPaths(origin: string, paths: readonly string[], timeoutMs = RENDER_TIMEOUT_MS): Promise<boolean> {
  const answered = await Promise.all(
    paths.map((path) =>
      limit()(async () => {
        try {
          const signal = AbortSignal.timeout(timeoutMs)
          // Stale, not expired, without an edge (edge/revalidation.ts): the first answer may be the previous page.
          // GET, as a visitor asks: with HEAD, a page was seen answered new and then old again (e2e/pagination.spec.ts).
          for (let wait = STALE_RETRY_MS; ; wait = Math.min(wait * 2, STALE_RETRY_MAX_MS)) {
            const response = await fetch(new URL(path, origin), {redirect: 'manual', signal})
            await response.arrayBuffer()
            if (response.headers.get('x-nextjs-cache') !== 'STALE') return response.status < 500
            await new Promise((resolve) => setTimeout(resolve, wait))
          }
        } catch {
          return false
        }
      }),
    ),
  )
  return answered.every(Boolean)
}
