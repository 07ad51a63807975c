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

/** The cache tags one published document affects: its type and its slugs (now and before), or the whole site. */
export function tagsForDocument(document: PublishedDocument): string[] {
  if (SITE_WIDE_TYPES.includes(document._type)) return [SITE_TAG]
  const slug = typeof document.slug === 'string' ? document.slug : document.slug?.current
  const slugs = [...new Set([slug, document.previousSlug].filter((value): value is string => typeof value === 'string' && value.length > 0))]
  return [typeTag(document._type), ...slugs.map((value) => slugTag(document._type, value))]
}
