/**
 * The last step of a publish: which cache tags one published document affects (the fetches carry the
 * same tags, named in sanity/tags.ts). The webhook marks them stale; the next visit re-renders.
 */
import {SITE_WIDE_TYPES} from '@site/routes'
import {addressesTag, SITE_TAG, slugTag, typeTag} from '@/sanity/tags'

/**
 * What the publish webhook sends (its GROQ projection, in the README): the slug the document has now
 * and, for a rename or a delete, the one it had before (`before()`), whose address must change too.
 */
export interface PublishedDocument {
  _id?: string
  _type: string
  /** The revision published (null for a delete); absent from a webhook configured before it was added. */
  rev?: string | null
  slug?: string | {current?: string} | null
  previousSlug?: string | null
}

/**
 * The document's own page (its slug), the pages that list its type (its type), and, for a first
 * publish, its type's address list (prerendering's and the sitemap's); or the whole site. A document
 * whose address changed (renamed or deleted) affects every page: menus and rich-text links anywhere
 * on the site point at it by reference and show its current address. An edit that keeps the address
 * leaves the other documents of its kind alone.
 */
export function tagsForDocument(document: PublishedDocument): string[] {
  if (SITE_WIDE_TYPES.includes(document._type)) return [SITE_TAG]
  const slug = typeof document.slug === 'string' ? document.slug : document.slug?.current
  if (document.previousSlug && document.previousSlug !== slug) return [SITE_TAG]
  if (!slug) return [typeTag(document._type)]
  const own = [typeTag(document._type), slugTag(document._type, slug)]
  return document.previousSlug ? own : [...own, addressesTag(document._type)]
}
