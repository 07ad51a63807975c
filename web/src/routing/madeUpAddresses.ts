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
import {numberedPageOf, sluggedAddressOf, type PagedList} from '@site/routes'
import {publishedSlugVerdict} from '../sanity/addresses'
import {publishedRemembered} from '../sanity/remembered'
import {listLengthsQuery} from '../sanity/queries'

/** True when a numbered page's address names no page of its list as it is now. */
async function isMadeUpListPage({list, page}: {list: PagedList; page: number | null}): Promise<boolean> {
  if (page === null) return true
  const lengths = await publishedRemembered({query: listLengthsQuery})
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
