/**
 * /pilot/{slug}: a pilot page (docs/product.md#pilot-case-studies), drawn by
 * components/pilots/PilotBody. Pilots known at build time are prerendered, later ones render on their
 * first request; an earlier slug redirects (308); an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {PilotBody} from '@/components/pilots/PilotBody'
import {publishedAddresses} from '@/sanity/addresses'
import {loadPilot} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pilots = await publishedAddresses('pilot')
  return pilots.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/pilot/[slug]'>): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('pilot', slug)
  const pilot = await loadPilot(slug)
  if (!pilot) return {}
  return pageMetadata({title: pilot.title, description: pilot.description, path: sluggedPath('pilot', pilot.slug), type: 'article'})
}

export default async function PilotRoute({params}: PageProps<'/pilot/[slug]'>) {
  const {slug} = await params
  await requireCurrentSlug('pilot', slug)
  const pilot = await loadPilot(slug)
  if (!pilot) notFound()
  return <PilotBody pilot={pilot} more={await moreSectionsOf('pilot', pilot, pilot.slug)} />
}
