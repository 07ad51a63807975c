/**
 * /{slug}: a page editors made in the Studio (docs/product.md#pages-made-in-the-studio): its sections
 * in their order, each drawn by the site's own components through one registry. Its title is the h1,
 * unless a hero or an event opens the page with its own. A page with an event carries Event structured
 * data. Pages known at build time are prerendered (none is fine), later ones render on their first
 * request; an earlier slug redirects (308); an unknown slug is the 404 page and is not cached.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {opensWithOwnTitle, PageSections} from '@/components/builder/PageSections'
import {pageEventJsonLd} from '@/components/builder/pageEventJsonLd'
import {PageHeader} from '@/components/site/PageHeader'
import {publishedAddresses, requireCurrentSlug} from '@/sanity/addresses'
import {siteUrl} from '@/seo/siteUrl'
import {shareImage} from '@/sanity/image'
import {loadPage} from '@/sanity/loaders'
import {JsonLd} from '@/seo/JsonLd'
import {pageMetadata} from '@/seo/metadata'
import {sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pages = await publishedAddresses('page')
  return pages.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/[slug]'>): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('page', slug)
  const page = await loadPage(slug)
  if (!page) return {}
  return pageMetadata({
    title: page.title,
    description: page.seoDescription,
    path: sluggedPath('page', page.slug),
    // The editor's Share image, when share previews can draw it; else the title card (opengraph-image.tsx).
    image: shareImage(page.shareImage),
  })
}

export default async function BuilderPageRoute({params}: PageProps<'/[slug]'>) {
  const {slug} = await params
  await requireCurrentSlug('page', slug)
  const page = await loadPage(slug)
  if (!page) notFound()
  const events = pageEventJsonLd(page, {siteUrl, pageUrl: `${siteUrl}${sluggedPath('page', page.slug)}`})

  return (
    <>
      {events.map((event, index) => (
        <JsonLd key={index} data={event} />
      ))}
      {opensWithOwnTitle(page.sections) ? null : <PageHeader title={page.title} />}
      <PageSections sections={page.sections} />
    </>
  )
}
