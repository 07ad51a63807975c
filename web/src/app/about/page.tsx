/** /about (docs/product.md#about), drawn by components/about/AboutBody. */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {AboutBody} from '@/components/about/AboutBody'
import {loadAboutPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const about = await loadAboutPage()
  return pageMetadata({title: about?.heading, description: about?.intro, path: PAGE_PATHS.aboutPage})
}

export default async function AboutRoute() {
  const about = await loadAboutPage()
  if (!about) notFound()
  return <AboutBody about={about} more={await moreSectionsOf('aboutPage', about)} />
}
