/**
 * The site's redirects, answered by the proxy before any route renders: editors' `redirect` documents (as
 * remembered answers, sanity/remembered.ts; at most MAX_REDIRECTS, compiled once per answer into a table; the Studio's rules from @site/routes
 * apply, and none takes over a live page), and a path's trailing "/" removed in the same hop.
 */
import {
  documentPath,
  fixedAddressOwner,
  fromFormProblem,
  outsideUrlProblem,
  redirectKey,
  sluggedAddressOf,
  targetProblems,
} from '@site/routes'
import type {RedirectsQueryResult} from '@site/types'
import {publishedSlugVerdict} from './slugs'
import {MAX_REDIRECTS_READ} from '../sanity/listParams'
import {redirectsQuery} from '../sanity/queries'
import {publishedRemembered} from '../sanity/remembered'
import {siteUrl} from '../seo/siteUrl'

export type RedirectAnswer = {location: string; status: 307 | 308; keepsQuery: boolean}

/**
 * Pure: the published redirects as a table from address key (redirectKey) to answer, without those the
 * Studio's rules (@site/routes) refuse; of two with one address, the oldest wins.
 */
export function redirectTable(redirects: RedirectsQueryResult): Map<string, RedirectAnswer> {
  const table = new Map<string, RedirectAnswer>()
  for (const {from, url: rawUrl, permanent, to} of redirects) {
    if (!from || fromFormProblem(from)) continue
    const key = redirectKey(from)!
    if (table.has(key) || fixedAddressOwner(key)) continue
    const url = rawUrl?.trim()
    const toPath = to ? documentPath(to._type, to.slug) : null
    if (targetProblems({from, hasTo: !!to, toPath, url}).length || (url && outsideUrlProblem(url, {siteUrl}))) continue
    table.set(key, {location: url || toPath!, status: permanent ? 308 : 307, keepsQuery: !url})
  }
  return table
}

/** One table per published answer: the answer (a promise kept for as long as it is fresh) changes when the content does. */
const tables = new WeakMap<Promise<RedirectsQueryResult>, Promise<Map<string, RedirectAnswer>>>()
/** The table of the latest answer compiled so far (an older answer arriving late never replaces it). */
let last: {table: Map<string, RedirectAnswer>; asked: number} | null = null
let asked = 0

/**
 * The redirects table for this moment: the last one compiled answers while a newer answer (asked after a
 * publish, remembered.ts) arrives, so the Lake's pace never reaches a visitor; only a process's first request waits.
 */
async function currentTable(): Promise<Map<string, RedirectAnswer> | null> {
  const answer = publishedRemembered({query: redirectsQuery, params: MAX_REDIRECTS_READ})
  let table = tables.get(answer)
  if (!table) {
    const order = ++asked
    table = answer.then(redirectTable)
    tables.set(answer, table)
    table.then(
      (compiled) => {
        if (!last || last.asked < order) last = {table: compiled, asked: order}
      },
      () => undefined,
    )
  }
  return last ? last.table : table.catch(() => null)
}

/**
 * The editors' redirect for a request's path, or null. A slugged address a document has now, or had
 * before, is that document's (its page, or its own redirect to its new address): never taken over.
 * When the content cannot be read, none (the request goes on as if there were no redirects).
 */
async function editorRedirectFor(pathname: string): Promise<RedirectAnswer | null> {
  const key = redirectKey(pathname)
  if (key === null || fixedAddressOwner(key)) return null
  const table = await currentTable()
  const answer = table?.get(key)
  if (!answer) return null
  const slugged = sluggedAddressOf(key)
  if (slugged && (await publishedSlugVerdict(slugged.type, slugged.slug).catch(() => null))?.status !== 'unknown') return null
  return answer
}

/** The path without its trailing slashes, when it has any (`/about/` → `/about`, `//` → `/`), else null. */
export function withoutTrailingSlash(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  return trimmed === pathname ? null : trimmed
}

/** The redirect a request's path gets, if any: an editor's first, in one hop, else a trailing slash's removal. */
export async function redirectFor(pathname: string): Promise<RedirectAnswer | null> {
  const editors = await editorRedirectFor(pathname)
  if (editors) return editors
  const trimmed = withoutTrailingSlash(pathname)
  return trimmed ? {location: trimmed, status: 308, keepsQuery: true} : null
}
