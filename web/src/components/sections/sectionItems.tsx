/**
 * A page's drawn sections in order; in an editor's preview, those the Presentation tool may drag each
 * in an element carrying its array item's `data-sanity` attribute (the others as they are). The
 * overlays group elements whose paths name items of the same array and offer to drag them among
 * themselves (@sanity/visual-editing's resolveDragAndDropGroup). A block element of its own, for the
 * overlays measure it: the section components' roots are shared with other pages and take no
 * attribute. Visitors' pages have no attribute, so no such element.
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
