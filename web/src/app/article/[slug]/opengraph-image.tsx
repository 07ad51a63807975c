/** The share image of an article: its category, title and date (drawn at build time). */
import {formatLongDate} from '@/components/site/formatDate'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {sanityFetch} from '@/sanity/fetch'
import {articleBySlugQuery} from '@/sanity/queries'
import {slugTag} from '@/sanity/tags'

// Drawn for the same slugs as the page, at build time: no share image is rendered on demand.
export {generateStaticParams} from './page'
export const dynamicParams = false

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Article'

export default async function Image({params}: {params: Promise<{slug: string}>}) {
  const {slug} = await params
  const article = await sanityFetch({query: articleBySlugQuery, params: {slug}, tags: ['article', slugTag('article', slug)]})
  return renderOgImage({eyebrow: article?.category, title: article?.title ?? 'Article', footer: formatLongDate(article?.date)})
}
