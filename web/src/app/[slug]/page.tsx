/**
 * /{slug}: a page editors made in the Studio, as visitors get it (./builderPage.tsx loads and draws
 * it). Pages known at build time are prerendered (none is fine), later ones render on their
 * first request; an earlier slug redirects (308); an unknown slug is the 404 page and is not cached.
 * In draft mode it still shows drafts (its loader reads them), but an editor's preview is answered by
 * app/page-preview/[slug] (proxy.ts sends it there), whose sections can be dragged into another order.
 * This route imports nothing of that: Next 16.4 gives a page a script for every client module it
 * imports, rendered or not (vercel/next.js#96042), and visitors load no preview code.
 */
import type {Metadata} from 'next'
import {BuilderPage, builderPageMetadata} from './builderPage'
import {publishedAddresses} from '@/sanity/addresses'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pages = await publishedAddresses('page')
  return pages.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/[slug]'>): Promise<Metadata> {
  return builderPageMetadata((await params).slug)
}

export default async function BuilderPageRoute({params}: PageProps<'/[slug]'>) {
  return <BuilderPage slug={(await params).slug} />
}
