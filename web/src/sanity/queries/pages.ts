/** The queries of the builder's sections as pages show them: a page made in the Studio, and a fixed page's "More sections". */
import {defineQuery} from 'next-sanity'
import {imageFields} from './fragments.ts'
import {pageSectionFields} from './sections.ts'

/**
 * One page made in the Studio (/{slug}): its sections in the editor's order, each with the fields its
 * kind shows; cards, logos and people up to the caps their list pages and sections keep (`$max…`).
 */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seoDescription,
  shareImage${imageFields},
  "sections": coalesce(sections[]${pageSectionFields}, []),
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName
}`)

/**
 * The builder's sections one fixed page adds after its own content (its `moreSections`, by `$id`: a
 * single page, a pilot or a Beacon page), read as a page made in the Studio reads its sections.
 */
export const moreSectionsQuery = defineQuery(`*[_id == $id][0]{"sections": coalesce(moreSections[]${pageSectionFields}, [])}`)
