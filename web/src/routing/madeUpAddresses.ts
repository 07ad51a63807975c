/**
 * Addresses that no document has, now or before, told apart before anything is rendered, so the proxy
 * can answer them with the prerendered not-found page, at the cost of a cached page: a CDN cannot
 * absorb addresses that are all different (docs/benchmarks.md, Made-up slugs). The check reads the type's address list this process keeps
 * (sanity/addresses.ts: current slugs and earlier ones, as fresh as the source), so a slug published
 * a moment ago is known, and an earlier slug still reaches its route, which redirects it. A numbered
 * page of a list (`/pilots/page/7`) is made up when its number is not one of the list's pages now,
 * read from the lists' lengths the same way.
 */
import {pageCount} from '@site/layout'
import {PAGED_LISTS, pageNumberOf, RESERVED_SEGMENTS, SLUGGED_ROUTES, type PagedList, type SluggedType} from '@site/routes'
import {publishedSlugVerdict} from '../sanity/addresses'
import {publishedUntagged} from '../sanity/untagged'
import {listLengthsQuery} from '../sanity/queries'

/** The last segment of a slugged page's share image (each slugged route's opengraph-image file). */
const SHARE_IMAGE = 'opengraph-image'

type SluggedAddress = {type: SluggedType; slug: string}

const ROUTES = Object.entries(SLUGGED_ROUTES).map(([type, {base}]) => ({
  type: type as SluggedType,
  base: base ? base.split('/').slice(1) : [],
}))

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The slugged document whose page (`/pilot/x`, `/x`) or share image (`/pilot/x/opengraph-image`) an
 * address asks for, as Next's routes match it; null for every other address. A first segment the
 * site uses for something else (`/about`, `/sitemap.xml`; compared as Next compares, case and all) or
 * one of Next's own (`/_not-found`) is not a page made in the Studio.
 */
export function sluggedAddressOf(pathname: string): SluggedAddress | null {
  const segments = pathname.split('/').slice(1)
  for (const {type, base} of ROUTES) {
    if (!base.every((segment, i) => segments[i] === segment)) continue
    const rest = segments.slice(base.length)
    const isPage = rest.length === 1
    const isShareImage = rest.length === 2 && rest[1] === SHARE_IMAGE
    const slug = isPage || isShareImage ? decoded(rest[0]!) : null
    if (!slug) continue
    if (base.length === 0 && (RESERVED_SEGMENTS.includes(slug) || slug.startsWith('_'))) continue
    return {type, slug}
  }
  return null
}

/**
 * The list a numbered page's address (`{base}/page/{n}`) is of, and the page it names: null for a
 * segment that names no page 2 or later ("1", "02", "x"), as the route reads it. Null for every other address.
 */
export function numberedPageOf(pathname: string): {list: PagedList; page: number | null} | null {
  for (const [list, {base}] of Object.entries(PAGED_LISTS) as [PagedList, (typeof PAGED_LISTS)[PagedList]][]) {
    const prefix = `${base}/page/`
    const segment = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null
    if (segment && !segment.includes('/')) return {list, page: pageNumberOf(segment)}
  }
  return null
}

/** True when a numbered page's address names no page of its list as it is now. */
async function isMadeUpListPage({list, page}: {list: PagedList; page: number | null}): Promise<boolean> {
  if (page === null) return true
  const lengths = await publishedUntagged({query: listLengthsQuery})
  return page > pageCount(lengths[list] ?? 0)
}

/**
 * True when `pathname` is a slugged page or share image whose slug no published document has or had,
 * or a numbered page its list does not have. When the source cannot be read (a Lake that fails before
 * this process ever had the list), false: the route answers as it would without this check.
 */
export async function isMadeUpAddress(pathname: string): Promise<boolean> {
  const address = sluggedAddressOf(pathname)
  const numbered = address ? null : numberedPageOf(pathname)
  try {
    if (address) return (await publishedSlugVerdict(address.type, address.slug)).status === 'unknown'
    if (numbered) return await isMadeUpListPage(numbered)
    return false
  } catch {
    return false
  }
}
