/** The share image of a Beacon page: its badge, the finalist's name and presenters (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {sanityFetch} from '@/sanity/fetch'
import {beaconBySlugQuery} from '@/sanity/queries'
import {slugTag} from '@/sanity/tags'

// Drawn for the same slugs as the page, at build time: no share image is rendered on demand.
export {generateStaticParams} from './page'
export const dynamicParams = false

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Beacons finalist'

export default async function Image({params}: {params: Promise<{slug: string}>}) {
  const {slug} = await params
  const page = await sanityFetch({
    query: beaconBySlugQuery,
    params: {slug},
    tags: ['beaconPage', 'finalist', slugTag('finalist', slug), slugTag('beaconPage', slug)],
  })
  const presenters = page?.finalist?.presenters.map((p) => p.organization).filter(Boolean)
  return renderOgImage({
    eyebrow: page?.badge,
    title: page?.finalist?.title ?? 'Beacons finalist',
    footer: presenters?.length ? [...new Set(presenters)].join(' · ') : null,
  })
}
