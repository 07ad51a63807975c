/**
 * /innovation-summit-geneve: the Annual Event, online and in Geneva (docs/product.md#annual-event),
 * drawn by components/events/GenevaSummitBody.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {GenevaSummitBody} from '@/components/events/GenevaSummitBody'
import {loadGenevaSummitPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const event = await loadGenevaSummitPage()
  return pageMetadata({title: event?.title, description: event?.seoDescription, path: PAGE_PATHS.genevaSummitPage})
}

export default async function GenevaSummitRoute() {
  const event = await loadGenevaSummitPage()
  if (!event) notFound()
  return <GenevaSummitBody event={event} more={await moreSectionsOf('genevaSummitPage', event)} />
}
