/**
 * A page's drawn sections in order; in an editor's preview, each one the Presentation tool may drag wrapped in an
 * element carrying its array item's `data-sanity` attribute, which the overlays group to offer dragging (the
 * section components' roots are shared and take no attribute). Visitors' pages get no wrapper.
 */
import {Fragment, type ReactNode} from 'react'

export interface SortableSection {
  key: string
  /** The section's `data-sanity` attribute: its document, and its array item's path (sectionAttribute.ts). */
  attribute?: string
  /** The section, drawn on the server. */
  node: ReactNode
}

export function SectionItems({sections}: {sections: SortableSection[]}) {
  return (
    <>
      {sections.map(({key, attribute, node}) =>
        attribute ? (
          <div key={key} data-sanity={attribute}>
            {node}
          </div>
        ) : (
          <Fragment key={key}>{node}</Fragment>
        ),
      )}
    </>
  )
}
