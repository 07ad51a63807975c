/**
 * The cache tags, named once and mapped from a document once: loaders.ts gives each page the tags of
 * what it shows, and the publish webhook and the catch-up (publish/invalidate.ts) revalidate the tags
 * tagsForDocument names for a published document, so one document's publish re-renders its own page
 * and the pages that show it, never the other documents of its kind.
 * - SITE_TAG: every fetch carries it (constants.mjs, shared with the edge's purge).
 * - A type's tag is its name (`pilot`): the pages that show documents of the type otherwise carry it
 *   (a section's cards, logos or people, the articles newest first).
 * - slugTag: the page of one routed document, and the numbered list page in editor-set order that
 *   shows it (pilots, finalists).
 * - addressesTag: a type's address list, which changes only when an address is added (renames and
 *   deletes touch every page).
 */
import {SITE_WIDE_TYPES} from '@site/routes'
import {SITE_TAG} from '../constants.mjs'
import {hasControlCharacter} from '../security/logSafe.ts'

export {SITE_TAG}

export function slugTag(type: string, slug: string) {
  return `${type}:${slug}`
}

export function addressesTag(type: string) {
  return `addresses:${type}`
}

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
  if (!own) return [document._type]
  if (!usableTag(own)) return [SITE_TAG]
  const tags = [document._type, own]
  return document.previousSlug ? tags : [...tags, addressesTag(document._type)]
}
