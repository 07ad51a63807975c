/**
 * /article/{slug}: an Innovation Library article (docs/product.md#article-pages), drawn by
 * components/inspire/ArticleBody. Articles known at build time are prerendered, later ones render on
 * their first request; an earlier slug redirects (308) to the current one; an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {ArticleBody} from '@/components/inspire/ArticleBody'
import {publishedAddresses} from '@/sanity/addresses'
import {loadArticle} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const articles = await publishedAddresses('article')
  return articles.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/article/[slug]'>): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('article', slug)
  const article = await loadArticle(slug)
  if (!article) return {}
  return pageMetadata({title: article.title, description: article.excerpt, path: sluggedPath('article', article.slug), type: 'article'})
}

export default async function ArticleRoute({params}: PageProps<'/article/[slug]'>) {
  const {slug} = await params
  await requireCurrentSlug('article', slug)
  const article = await loadArticle(slug)
  if (!article) notFound()
  return <ArticleBody article={article} />
}
