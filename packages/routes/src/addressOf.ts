/**
 * Which page an address asks for, as Next's routes match it, read from the address alone: the slugged
 * document (`/pilot/x`, `/x`, a share image `/pilot/x/opengraph-image`) or the numbered page of a list
 * (`/pilots/page/2`). The site's proxy reads them to refuse made-up slugs and to keep redirects off live
 * pages; the Studio to name the page a redirect's address belongs to.
 */
import {PAGED_LISTS, pageNumberOf, RESERVED_SEGMENTS, SLUGGED_ROUTES, type PagedList, type SluggedType} from './routeTable.ts'

/** The last segment of a slugged page's share image (each slugged route's opengraph-image file). */
const SHARE_IMAGE = 'opengraph-image'

type SluggedAddress = {type: SluggedType; slug: string}

const SLUGGED_BASES = Object.entries(SLUGGED_ROUTES).map(([type, {base}]) => ({
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
  for (const {type, base} of SLUGGED_BASES) {
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
