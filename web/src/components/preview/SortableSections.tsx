'use client'
/**
 * Draft mode only, on the preview route (SortablePageSections renders it): the sections of a page made in the
 * Studio, drawn in the draft's order the moment the Presentation tool's overlays change it. A small shell that
 * loads OptimisticOrder after hydration: docs/decisions/0015-preview-code-loaded-after-hydration.md
 * (vercel/next.js#96042 keeps it off the visitor's route).
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
