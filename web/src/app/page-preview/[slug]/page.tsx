/**
 * /page-preview/{slug}: an editor's preview of a page made in the Studio. Nobody links here: in draft
 * mode proxy.ts rewrites a request for `/{slug}` to this route, so the browser (and the Presentation
 * tool) keeps the page's own address; outside draft mode the proxy answers this address with the
 * not-found page. The same page as app/[slug] (its builderPage.tsx), drafts and all,
 * with sections the Presentation tool can drag into another order (SortablePageSections). A route of
 * its own because Next 16.4 gives a page a script for every client module it imports, rendered or not
 * (vercel/next.js#96042): here, and not on the visitor's route, the preview's client code is imported.
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
