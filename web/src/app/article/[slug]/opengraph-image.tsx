/** The share image of an article: its category, title and date: drawn on its first request, then cached; an earlier slug redirects to the current image. */
import {formatLongDate} from '@/components/site/formatDate'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {loadArticle} from '@/sanity/loaders'

// None drawn at build time (seo/ogImage.ts says why); each on its first request, then cached.
export {shareImagesDrawnOnRequest as generateStaticParams} from '@/seo/ogImage'
export const dynamicParams = true

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Article'

export default async function Image({params}: Pick<PageProps<'/article/[slug]'>, 'params'>) {
  const {slug} = await params
  await requireCurrentSlug('article', slug, '/opengraph-image')
  const article = await loadArticle(slug)
  return renderOgImage({eyebrow: article?.category, title: article?.title ?? 'Article', footer: formatLongDate(article?.date)})
}
