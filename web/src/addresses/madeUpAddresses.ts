/**
 * Tells the proxy, before anything renders, which addresses no document has now or had: a slugged page or share
 * image whose slug is not in its type's address list (slugs.ts), or a numbered page its list does not have. The
 * proxy answers them with the prerendered not-found page.
 */
import {pageCount} from '@site/layout'
import {numberedPageOf, sluggedAddressOf, type PagedList} from '@site/routes'
import {publishedSlugVerdict} from './slugs'
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
