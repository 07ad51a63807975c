/**
 * /{slug}: a page editors made in the Studio, as visitors get it (./builderPage.tsx loads and draws it),
 * prerendered or rendered on its first request. An editor's preview goes to app/page-preview/[slug]; this route
 * imports none of its code (vercel/next.js#96042, docs/decisions/0015-preview-code-loaded-after-hydration.md).
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
