/**
 * A page made in the Studio as both its routes load and draw it: its sections placed by the one runner with the
 * builder's kinds, its title the h1 unless a hero or event opens the page, Event structured data when it has one.
 * The preview route passes `editing` (the reorderable list) as a prop, never imported here: vercel/next.js#96042
 * gives a route a script for every client module it imports (docs/decisions/0015-preview-code-loaded-after-hydration.md).
 */
import type {ComponentType} from 'react'
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {sluggedPath} from '@site/routes'
import {PageHeader} from '@/components/site/PageHeader'
import {requireCurrentSlug} from '@/addresses/currentSlug'
import {shareImage} from '@/sanity/image'
import {loadPage} from '@/sanity/loaders'
import {JsonLd} from '@/seo/JsonLd'
import {pageMetadata} from '@/seo/metadata'
import {siteUrl} from '@/seo/siteUrl'
import {opensWithOwnTitle, placePageSections} from '@/components/builder/sections/registry'
import {Sections} from '@/components/sections/placeSections'
import {pageEventJsonLd} from '@/components/builder/pageEventJsonLd'
import type {PageSectionData} from '@/components/builder/types'

/** What draws the sections in an editor's preview: the page's id (draft or published), and its sections. */
type EditableSections = ComponentType<{pageId: string; sections: PageSectionData[]}>

/** The page's title, description, canonical address (always the visitor's) and share image. */
export async function builderPageMetadata(slug: string): Promise<Metadata> {
  await requireCurrentSlug('page', slug)
  const page = await loadPage(slug)
  if (!page) return {}
  return pageMetadata({
    title: page.title,
    description: page.seoDescription,
    path: sluggedPath('page', page.slug),
    // The editor's Share image, when share previews can draw it; else the title card (./opengraph-image.tsx).
    image: shareImage(page.shareImage),
  })
}

export async function BuilderPage({slug, editing: Editable}: {slug: string; editing?: EditableSections}) {
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
      {Editable ? <Editable pageId={page._id} sections={page.sections} /> : <Sections placed={placePageSections(page.sections)} />}
    </>
  )
}
