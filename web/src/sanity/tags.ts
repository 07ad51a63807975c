/**
 * Cache tags: every fetch carries SITE_TAG plus its document type and, for a routed document, its
 * slug. The publish webhook revalidates the same tags (see app/api/revalidate).
 */
import {SITE_WIDE_TYPES} from '@site/routes'

export const SITE_TAG = 'sanity'

export function typeTag(type: string) {
  return type
}

export function slugTag(type: string, slug: string) {
  return `${type}:${slug}`
}

/**
 * What the publish webhook sends (its GROQ projection, in the README): the slug the document has now
 * and, for a rename or a delete, the one it had before (`before()`), whose address must change too.
 */
export interface PublishedDocument {
  _id?: string
  _type: string
  slug?: string | {current?: string} | null
  previousSlug?: string | null
}

/**
 * The cache tags one published document affects: its type and its slug, or the whole site. A document
 * whose address changed (renamed or deleted) affects every page: menus and rich-text links anywhere on
 * the site point at it by reference and show its current address.
 */
export function tagsForDocument(document: PublishedDocument): string[] {
  if (SITE_WIDE_TYPES.includes(document._type)) return [SITE_TAG]
  const slug = typeof document.slug === 'string' ? document.slug : document.slug?.current
  if (document.previousSlug && document.previousSlug !== slug) return [SITE_TAG]
  return slug ? [typeTag(document._type), slugTag(document._type, slug)] : [typeTag(document._type)]
}
