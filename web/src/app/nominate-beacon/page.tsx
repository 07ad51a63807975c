/**
 * /nominate-beacon: the call for Beacon nominations (docs/product.md#call-for-nominations, #nomination-rules),
 * drawn by components/nomination/NominationBody. The legacy summit address redirects here (next.config.ts).
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {NominationBody} from '@/components/nomination/NominationBody'
import {loadNominationPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const call = await loadNominationPage()
  return pageMetadata({title: call?.title, description: call?.seoDescription, path: PAGE_PATHS.nominationPage})
}

export default async function NominationRoute() {
  const call = await loadNominationPage()
  if (!call) notFound()
  return <NominationBody call={call} more={await moreSectionsOf('nominationPage', call)} />
}
