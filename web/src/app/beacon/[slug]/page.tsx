/**
 * /beacon/{slug}: a Beacon (finalist) page (docs/product.md#beacon-pages), drawn by
 * components/inspire/BeaconBody. Pages known at build time are prerendered, later ones render on
 * their first request; an earlier slug redirects (308); an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {BeaconBody} from '@/components/inspire/BeaconBody'
import {publishedAddresses} from '@/sanity/addresses'
import {loadBeacon} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pages = await publishedAddresses('finalist')
  return pages.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/beacon/[slug]'>): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('finalist', slug)
  const page = await loadBeacon(slug)
  if (!page?.finalist) return {}
  const {title, description} = page.finalist
  return pageMetadata({title, description, path: sluggedPath('finalist', page.finalist.slug), type: 'article'})
}

export default async function BeaconRoute({params}: PageProps<'/beacon/[slug]'>) {
  const {slug} = await params
  await requireCurrentSlug('finalist', slug)
  const page = await loadBeacon(slug)
  if (!page?.finalist) notFound()
  return <BeaconBody page={page} more={await moreSectionsOf('beaconPage', page, page.finalist.slug)} />
}
