/** The share image of a Beacon page: its badge, the finalist's name and presenters: drawn on its first request, then cached; an earlier slug redirects to the current image. */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {loadBeacon} from '@/sanity/loaders'

// None drawn at build time (seo/ogImage.ts says why); each on its first request, then cached.
export {shareImagesDrawnOnRequest as generateStaticParams} from '@/seo/ogImage'
export const dynamicParams = true

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Beacons finalist'

export default async function Image({params}: Pick<PageProps<'/beacon/[slug]'>, 'params'>) {
  const {slug} = await params
  await requireCurrentSlug('finalist', slug, '/opengraph-image')
  const page = await loadBeacon(slug)
  const presenters = page?.finalist?.presenters.map((p) => p.organisation).filter(Boolean)
  return renderOgImage({
    eyebrow: page?.badge,
    title: page?.finalist?.title ?? 'Beacons finalist',
    footer: presenters?.length ? [...new Set(presenters)].join(' · ') : null,
  })
}
