/** The share image of a pilot case study: "Pilot", its title and partner organisations (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {sanityFetch} from '@/sanity/fetch'
import {pilotBySlugQuery} from '@/sanity/queries'
import {slugTag} from '@/sanity/tags'

// Drawn for the same slugs as the page, at build time: no share image is rendered on demand.
export {generateStaticParams} from './page'
export const dynamicParams = false

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Pilot case study'

export default async function Image({params}: {params: Promise<{slug: string}>}) {
  const {slug} = await params
  const pilot = await sanityFetch({query: pilotBySlugQuery, params: {slug}, tags: ['pilot', 'pilotsPage', slugTag('pilot', slug)]})
  return renderOgImage({eyebrow: 'Pilot', title: pilot?.title ?? 'Pilot', footer: pilot?.partner})
}
