/** The share image of a pilot case study: "Pilot", its title and partner organisations: drawn on its first request, then cached; an earlier slug redirects to the current image. */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {loadPilot} from '@/sanity/loaders'

// None drawn at build time (seo/ogImage.ts says why); each on its first request, then cached.
export {shareImagesDrawnOnRequest as generateStaticParams} from '@/seo/ogImage'
export const dynamicParams = true

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Pilot case study'

export default async function Image({params}: Pick<PageProps<'/pilot/[slug]'>, 'params'>) {
  const {slug} = await params
  await requireCurrentSlug('pilot', slug, '/opengraph-image')
  const pilot = await loadPilot(slug)
  return renderOgImage({eyebrow: 'Pilot', title: pilot?.title ?? 'Pilot', footer: pilot?.partner})
}
