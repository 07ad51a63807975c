/**
 * /innovation-summit: the 2025 online summit (docs/product.md#innovation-summit-2025), drawn by
 * components/events/SummitBody.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {SummitBody} from '@/components/events/SummitBody'
import {loadSummitPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const summit = await loadSummitPage()
  return pageMetadata({title: summit?.title, description: summit?.seoDescription, path: PAGE_PATHS.summitPage})
}

export default async function SummitRoute() {
  const summit = await loadSummitPage()
  if (!summit) notFound()
  return <SummitBody summit={summit} more={await moreSectionsOf('summitPage', summit)} />
}
