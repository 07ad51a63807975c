'use client'
/**
 * Draft mode only (SortablePageSections renders it, on the preview route app/page-preview/[slug]):
 * the sections of a page made in the Studio, which the Presentation tool lets the editor drag into
 * another order, drawn in the draft's order the moment the overlays change it (OptimisticOrder).
 *
 * Only a small shell. The part with the overlays' state code (OptimisticOrder, 80 KB it shares with
 * the Visual Editing overlays, which load it after hydration too) is imported lazily, so it does not
 * hold up the preview's first paint, and mounts only after hydration, never on the server: a server
 * render that waited for it would stream its result behind an inline script, which the site's
 * Content-Security-Policy refuses (security/pageScripts.ts). Visitors load neither: Next 16.4 puts
 * every client module a page imports in that page's scripts whether it renders or not
 * (vercel/next.js#96042), so only the preview route imports this one, never the visitor's app/[slug].
 */
import {lazy, Suspense, useMemo, useState} from 'react'
import {useHydrated} from '@/components/ui/useHydrated'
import {SectionItems, type SortableSection} from '@/components/sections/sectionItems'

const OptimisticOrder = lazy(() => import('./OptimisticOrder').then((module) => ({default: module.OptimisticOrder})))

/** The drawn sections in `order` (keys): a section the order leaves out is gone from the draft; a key with no drawn section waits for the server. */
export function inOrder(sections: SortableSection[], order: readonly string[] | null): SortableSection[] {
  if (!order) return sections
  const drawn = new Map(sections.map((section) => [section.key, section]))
  return order.flatMap((key) => drawn.get(key) ?? [])
}

export function SortableSections({documentId, sections}: {documentId: string; sections: SortableSection[]}) {
  const hydrated = useHydrated()
  const [order, setOrder] = useState<readonly string[] | null>(null)
  // Its identity changes only when the server draws the page again: useOptimistic's passthrough.
  const keys = useMemo(() => sections.map(({key}) => key), [sections])
  return (
    <>
      <SectionItems sections={inOrder(sections, order)} />
      {hydrated ? (
        <Suspense fallback={null}>
          <OptimisticOrder documentId={documentId} keys={keys} onChange={setOrder} />
        </Suspense>
      ) : null}
    </>
  )
}
