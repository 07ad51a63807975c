/**
 * Which numbered pages of a list exist (/pilots/page/{n} and the like), for those routes: pages 2 to
 * the last, from how many items the list has now. Anything else at such an address ("1", "02", "x",
 * past the last page) is the not-found page, decided before anything is drawn.
 */
import {notFound} from 'next/navigation'
import {pageCount} from '@site/layout'
import {pageNumberOf} from '@site/routes'
import {loadSiteSettings} from '../sanity/loaders'

/** The static params of pages 2 to the last of a list of `count` items: none while it fits on one page. */
export function laterPages(count: number | null | undefined): {page: string}[] {
  return Array.from({length: pageCount(count ?? 0) - 1}, (_, index) => ({page: String(index + 2)}))
}

/** The page number an address segment names, or the not-found page when it names no page 2 or later. */
function requirePageNumber(segment: string): number {
  const number = pageNumberOf(segment)
  if (number === null) notFound()
  return number
}

/** The not-found page when page `number` is past the last page of a list of `count` items. */
function requireWithinList(number: number, count: number): void {
  if (number > pageCount(count)) notFound()
}

/**
 * Numbered page `params.page` of a list, loaded with `load(number)` (`count` reads how many items the
 * list has), with the words of numbered pages from Site settings. The not-found page for an address
 * that names no page of it, or when its page is gone.
 */
export async function loadListPage<T>(
  params: Promise<{page: string}>,
  load: (page: number) => Promise<T | null>,
  count: (data: T) => number,
) {
  const number = requirePageNumber((await params).page)
  const [data, settings] = await Promise.all([load(number), loadSiteSettings()])
  if (!data) notFound()
  requireWithinList(number, count(data))
  return {data, number, pages: pageCount(count(data)), words: settings?.pagination ?? null}
}
