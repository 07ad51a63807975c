/**
 * /pilots: the Pilots list (docs/product.md#pilots-list), its first page. The pilot cards in the order
 * editors set on the Pilots page, each linking to its pilot page, then the Learn More section; past
 * one page of cards, links to the numbered pages (/pilots/page/{n}).
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {PilotsListing} from '@/components/pilots/PilotsListing'
import {siteUrl} from '@/seo/siteUrl'
import {pageMetadata} from '@/seo/metadata'
import {loadPilotsPage, loadSiteSettings} from '@/sanity/loaders'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadPilotsPage()
  return pageMetadata({title: page?.heading, description: page?.intro, path: PAGE_PATHS.pilotsPage})
}

export default async function PilotsRoute() {
  const [page, settings] = await Promise.all([loadPilotsPage(), loadSiteSettings()])
  if (!page) notFound()
  return <PilotsListing page={page} pageNumber={1} words={settings?.pagination ?? null} siteUrl={siteUrl} />
}
