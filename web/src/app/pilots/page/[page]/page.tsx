/**
 * /pilots/page/{n}: page 2 and on of the Pilots list (docs/product.md#pilots-list), as /pilots draws
 * page 1. The pages that exist at build time are prerendered, later ones render on their first
 * request; /pilots/page/1 and pages past the last are the not-found page.
 */
import type {Metadata} from 'next'
import {PilotsListing} from '@/components/pilots/PilotsListing'
import {pagedHeading} from '@/components/pagination/words'
import {siteUrl} from '@/seo/siteUrl'
import {laterPages, loadListPage} from '@/addresses/listPages'
import {loadPilotsPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {listPagePath} from '@site/routes'

// Pages that exist at build time are prerendered; one that more pilots bring later renders on its first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return laterPages((await loadPilotsPage())?.pilotCount)
}

const load = (params: PageProps<'/pilots/page/[page]'>['params']) => loadListPage(params, loadPilotsPage, (page) => page.pilotCount)

export async function generateMetadata({params}: PageProps<'/pilots/page/[page]'>): Promise<Metadata> {
  const {data: page, number, pages, words} = await load(params)
  const title = pagedHeading(words, page.heading ?? '', number, pages)
  return pageMetadata({title, description: page.intro, path: listPagePath('pilots', number)})
}

export default async function PilotsPageRoute({params}: PageProps<'/pilots/page/[page]'>) {
  const {data: page, number, words} = await load(params)
  return <PilotsListing page={page} pageNumber={number} words={words} siteUrl={siteUrl} />
}
