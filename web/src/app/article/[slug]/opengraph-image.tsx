/** The share image of an article: its category, title and date: drawn at build time, or on first request for a newer slug; an earlier slug redirects to the current image. */
import {formatLongDate} from '@/components/site/formatDate'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {requireCurrentSlug} from '@/sanity/addresses'
import {loadArticle} from '@/sanity/loaders'

// Drawn for the same slugs as the page: at build time, or on the first request for a slug published later.
export {generateStaticParams} from './page'
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
