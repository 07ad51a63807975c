/**
 * The cache tags, named once and mapped from a document once: loaders.ts gives each page the tags of what
 * it shows; the webhook and the catch-up invalidate what tagsForDocument names (publish/invalidate.ts).
 * SITE_TAG (every page), a type's tag (its name), slugTag (a document's page and the list page showing it),
 * addressesTag (a type's address list). Which page carries which: docs/architecture.md, "How data flows".
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
 * Next drops a longer tag (NEXT_CACHE_TAG_MAX_LENGTH), so a longer slug tag reaches no page: such a publish
 * (or a slug with control characters) invalidates every page instead.
 */
export const MAX_TAG_LENGTH = 256

const usableTag = (tag: string) => tag.length <= MAX_TAG_LENGTH && !hasControlCharacter(tag)

/**
 * A document's slug tag and its type's tag, plus its type's addresses tag on a first publish; or the site's
 * tag when its address changed (renamed, deleted), as menus and links anywhere show its current address.
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
