/**
 * "More sections": the page builder's sections (index.ts) added after a fixed page's own content, on
 * every single page and every pilot case study and Beacon page (docs/product.md#pages-made-in-the-studio).
 * Optional and empty by default, so such a page ends as designed until an editor adds one. The last
 * field of its document type; a type with field groups shows it in a group of its own.
 */
import {defineField, type FieldGroupDefinition} from 'sanity'
import {sectionList} from './index'

/** The tab the list has on a document type whose fields are in groups. */
export const moreSectionsGroup = {name: 'moreSections', title: 'More sections'} satisfies FieldGroupDefinition

/** The field; `grouped` when the document type has field groups (add `moreSectionsGroup` to them). */
export function moreSectionsField({grouped = false}: {grouped?: boolean} = {}) {
  return defineField({
    name: 'moreSections',
    title: 'More sections',
    type: 'array',
    ...(grouped ? {group: moreSectionsGroup.name} : {}),
    description:
      'Optional: sections shown after this page’s own content, top to bottom, of the kinds a page made in the Studio has (text, cards, a call to action, a video, questions and answers…). Empty by default: the page then ends with its own content.',
    ...sectionList(),
  })
}
