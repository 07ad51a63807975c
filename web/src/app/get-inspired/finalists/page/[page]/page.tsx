/**
 * /get-inspired/finalists/page/{n}: page 2 and on of the Beacons showcase (docs/product.md#get-inspired),
 * whose first page is on /get-inspired: the library's heading, then the showcase's heading with the
 * page's number, its intro, this page's finalist cards and the numbered pages. Pages that exist at
 * build time are prerendered, later ones render on their first request; page 1 and pages past the
 * last are the not-found page.
 */
import type {Metadata} from 'next'
import {FinalistGrid} from '@/components/inspire/FinalistGrid'
import {LibraryListing} from '@/components/inspire/LibraryListing'
import {pagedHeading} from '@/components/pagination/words'
import {siteUrl} from '@/seo/siteUrl'
import {laterPages, loadListPage} from '@/addresses/listPages'
import {loadFinalistsListPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {listPagePath} from '@site/routes'

// Pages that exist at build time are prerendered; one that more finalists bring later renders on its first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return laterPages((await loadFinalistsListPage())?.finalistCount)
}

const load = (params: PageProps<'/get-inspired/finalists/page/[page]'>['params']) =>
  loadListPage(params, loadFinalistsListPage, (list) => list.finalistCount)

export async function generateMetadata({params}: PageProps<'/get-inspired/finalists/page/[page]'>): Promise<Metadata> {
  const {data: list, number, pages, words} = await load(params)
  const title = pagedHeading(words, list.heading ?? '', number, pages)
  return pageMetadata({title, description: list.intro, path: listPagePath('finalists', number)})
}

export default async function FinalistsPageRoute({params}: PageProps<'/get-inspired/finalists/page/[page]'>) {
  const {data: list, number, pages, words} = await load(params)
  const heading = list.heading ?? ''
  return (
    <LibraryListing
      list="finalists"
      libraryHeading={list.libraryHeading ?? heading}
      heading={heading}
      intro={list.intro}
      page={number}
      pages={pages}
      words={words}
      siteUrl={siteUrl}
    >
      <FinalistGrid finalists={list.finalists} count={list.finalistCount} page={number} title={heading} words={words} />
    </LibraryListing>
  )
}
