/**
 * /page-preview/{slug}: an editor's preview of a page made in the Studio, where proxy.ts rewrites `/{slug}` in
 * draft mode (outside it, the not-found page): builderPage.tsx with sections the Presentation tool can drag
 * (SortablePageSections). Its own route for vercel/next.js#96042: docs/decisions/0015-preview-code-loaded-after-hydration.md.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {BuilderPage, builderPageMetadata} from '@/app/[slug]/builderPage'
import {SortablePageSections} from '@/components/preview/SortablePageSections'
import {isPreviewing} from '@/sanity/draftMode'

export async function generateMetadata({params}: PageProps<'/page-preview/[slug]'>): Promise<Metadata> {
  if (!(await isPreviewing())) return {}
  return builderPageMetadata((await params).slug)
}

export default async function PagePreviewRoute({params}: PageProps<'/page-preview/[slug]'>) {
  // The proxy already keeps visitors out; checked again so no draft depends on the proxy alone.
  if (!(await isPreviewing())) notFound()
  return <BuilderPage slug={(await params).slug} editing={SortablePageSections} />
}
