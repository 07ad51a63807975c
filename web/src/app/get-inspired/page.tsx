/** /get-inspired, the Innovation Library (docs/product.md#get-inspired), drawn by components/inspire/GetInspiredBody. */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {GetInspiredBody} from '@/components/inspire/GetInspiredBody'
import {pageMetadata} from '@/seo/metadata'
import {loadGetInspiredPage, loadSiteSettings} from '@/sanity/loaders'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadGetInspiredPage()
  return pageMetadata({title: page?.heading, description: page?.intro, path: PAGE_PATHS.getInspiredPage})
}

export default async function GetInspiredRoute() {
  const [page, settings] = await Promise.all([loadGetInspiredPage(), loadSiteSettings()])
  if (!page) notFound()
  return <GetInspiredBody page={page} words={settings?.pagination ?? null} more={await moreSectionsOf('getInspiredPage', page)} />
}
