/**
 * Cache tags: every fetch carries SITE_TAG; a page that shows one routed document carries that
 * document's slug tag, and so does the numbered page of a list in editor-set order that shows it
 * (pilots, finalists: sanity/loaders.ts); a page that shows documents of a type otherwise (a section's
 * cards, logos or people, the articles newest first) carries the type's tag; a type's address list
 * carries its addresses tag, which changes only when an address is added (renames and deletes touch
 * every page). The publish webhook revalidates the same tags (publish/tags.ts says which a document
 * touches), so one document's publish re-renders its own page and the pages that show it, never the
 * other documents of its kind.
 */
export const SITE_TAG = 'sanity'

export function typeTag(type: string) {
  return type
}

export function slugTag(type: string, slug: string) {
  return `${type}:${slug}`
}

export function addressesTag(type: string) {
  return `addresses:${type}`
}
