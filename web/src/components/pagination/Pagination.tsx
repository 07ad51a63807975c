/**
 * The numbered pages of a list longer than one page: a <nav> named after the list, with a link to the
 * previous and next page (rel prev/next) and the page numbers (the first, the last, and two either side
 * of the current one, which is marked aria-current). Words from Site settings; one page draws nothing.
 */
import {pageNumbers} from '@site/layout'
import {listPagePath, type PagedList} from '@site/routes'
import {SiteLink} from '../ui/SiteLink'
import {fillIn, type PaginationWords} from './words'

const link =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-brand-700 ring-1 ring-line transition hover:bg-brand-50 hover:text-brand-900'
const current = 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-700 hover:text-white'

export function Pagination({
  list,
  page,
  pages,
  title,
  words,
}: {
  list: PagedList
  page: number
  pages: number
  /** The list's heading, which names the navigation. */
  title: string
  words: PaginationWords
}) {
  if (pages <= 1) return null
  const label = words?.navigationLabel ? fillIn(words.navigationLabel, {list: title}) : title
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && words?.previous ? (
          <li>
            <SiteLink href={listPagePath(list, page - 1)} rel="prev" className={link}>
              {words.previous}
            </SiteLink>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <SiteLink
                href={listPagePath(list, number)}
                aria-current={number === page ? 'page' : undefined}
                className={`${link} ${number === page ? current : ''}`}
              >
                {number}
              </SiteLink>
            </li>
          ),
        )}
        {page < pages && words?.next ? (
          <li>
            <SiteLink href={listPagePath(list, page + 1)} rel="next" className={link}>
              {words.next}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** A numbered page's address without the anchor a page link uses to land on the list's section. */
const address = (list: PagedList, page: number) => listPagePath(list, page).split('#')[0]

/**
 * The previous and next pages as <link rel> in the document's head (React places a <link> rendered
 * anywhere there), absolute like the canonical address. One page, or the first of one, has none.
 */
export function PageRelLinks({list, page, pages, siteUrl}: {list: PagedList; page: number; pages: number; siteUrl: string}) {
  return (
    <>
      {page > 1 && page <= pages ? <link rel="prev" href={`${siteUrl}${address(list, page - 1)}`} /> : null}
      {page < pages ? <link rel="next" href={`${siteUrl}${address(list, page + 1)}`} /> : null}
    </>
  )
}
