/**
 * The sections of a page made in the Studio in an editor's preview (app/page-preview/[slug] only):
 * the same drawn sections as a visitor's page (placeSections with the builder's kinds), each in an element naming
 * its array item, handed to SortableSections so the Presentation tool can drag them into another
 * order. A server component: the attributes are made here, and only the preview route imports it,
 * so no visitor's page loads SortableSections (vercel/next.js#96042: a page gets a script for every
 * client module it imports).
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
