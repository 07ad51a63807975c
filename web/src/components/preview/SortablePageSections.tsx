/**
 * The sections of a page made in the Studio in an editor's preview (app/page-preview/[slug] only): the visitor's
 * drawn sections, each in an element naming its array item, handed to SortableSections so the Presentation tool
 * can reorder them. Only the preview route imports it (vercel/next.js#96042, docs/decisions/0015-preview-code-loaded-after-hydration.md).
 */
import {placePageSections} from '@/components/builder/sections/registry'
import type {PageSectionData} from '@/components/builder/types'
import {editedPageId, sectionAttribute} from './sectionAttribute'
import {SortableSections} from './SortableSections'

export function SortablePageSections({pageId, sections}: {pageId: string; sections: PageSectionData[]}) {
  return (
    <SortableSections
      documentId={editedPageId(pageId)}
      sections={placePageSections(sections).sections.map(({key, node}) => ({
        key,
        attribute: sectionAttribute({id: pageId, type: 'page', field: 'sections'}, key),
        node,
      }))}
    />
  )
}
