/**
 * The last step of a publish: which cache tags one published document affects (the fetches carry the
 * same tags, named in sanity/tags.ts). The webhook marks them stale; the next visit re-renders.
 */
import {SITE_WIDE_TYPES} from '@site/routes'
import {addressesTag, SITE_TAG, slugTag, typeTag} from '../sanity/tags.ts'
import {hasControlCharacter} from '../security/logSafe.ts'

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
 * Next keeps no tag longer than this on a cache entry (NEXT_CACHE_TAG_MAX_LENGTH: a longer fetch tag is
 * dropped with a warning), so no page carries a longer slug tag and revalidating one changes nothing;
 * the pages that show such a document (its own, a list's) carry no tag of it, so its publish (or a slug
 * with control characters, which no address has) marks every page stale instead, and never goes back
 * to the caller as a 60 KB tag.
 */
export const MAX_TAG_LENGTH = 256

const usableTag = (tag: string) => tag.length <= MAX_TAG_LENGTH && !hasControlCharacter(tag)

/**
 * The document's own page and the numbered list page that shows it (its slug), the pages that show
 * its type otherwise (its type), and, for a first publish, its type's address list (prerendering's,
 * the sitemap's, and the lists that may name it already); or the whole site. A document whose address
 * changed (renamed or deleted) affects every page: menus and rich-text links anywhere on the site
 * point at it by reference and show its current address. An edit that keeps the address leaves the
 * other documents of its kind alone.
 */
export function tagsForDocument(document: PublishedDocument): string[] {
  if (SITE_WIDE_TYPES.includes(document._type)) return [SITE_TAG]
  const slug = typeof document.slug === 'string' ? document.slug : document.slug?.current
  if (document.previousSlug && document.previousSlug !== slug) return [SITE_TAG]
  const own = slug ? slugTag(document._type, slug) : null
  if (!own) return [typeTag(document._type)]
  if (!usableTag(own)) return [SITE_TAG]
  const tags = [typeTag(document._type), own]
  return document.previousSlug ? tags : [...tags, addressesTag(document._type)]
}
