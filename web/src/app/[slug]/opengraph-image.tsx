/** The share image of a page made in the Studio without a Share image of its own (page.tsx's metadata then names that one): its title on the brand colours, drawn on its first request, then cached; an earlier slug redirects to the current image. */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {loadPage} from '@/sanity/loaders'

export {shareImagesDrawnOnRequest as generateStaticParams} from '@/seo/ogImage'
export const dynamicParams = true

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Page'

export default async function Image({params}: Pick<PageProps<'/[slug]'>, 'params'>) {
  const {slug} = await params
  await requireCurrentSlug('page', slug, '/opengraph-image')
  const page = await loadPage(slug)
  return renderOgImage({title: page?.title ?? 'Page', footer: page?.organizer})
}
