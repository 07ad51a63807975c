/**
 * A later page of one of Get Inspired's lists (/get-inspired/{list}/page/{n}): the library's heading
 * as the page's h1, then the list's section under its heading with the page's number, as on page 1
 * (where the cards' h3s sit under the list's h2), its previous and next pages linked in the head.
 */
import type {ReactNode} from 'react'
import type {PagedList} from '@site/routes'
import {PageRelLinks} from '../pagination/Pagination'
import {pagedHeading, type PaginationWords} from '../pagination/words'
import {PageHeader} from '../site/PageHeader'
import {Band} from '../ui/Band'

export function LibraryListing({
  list,
  libraryHeading,
  heading,
  intro,
  page,
  pages,
  words,
  siteUrl,
  children,
}: {
  list: Exclude<PagedList, 'pilots'>
  libraryHeading: string
  /** The list's own heading, which the page's number is added to. */
  heading: string
  intro?: string | null
  page: number
  pages: number
  words: PaginationWords
  siteUrl: string
  children: ReactNode
}) {
  return (
    <>
      <PageRelLinks list={list} page={page} pages={pages} siteUrl={siteUrl} />
      <PageHeader title={libraryHeading} />
      <Band id={list === 'finalists' ? 'showcase' : 'articles'} title={pagedHeading(words, heading, page, pages)} intro={intro} delay={0.1}>
        {children}
      </Band>
    </>
  )
}
