/**
 * Cache tags: every fetch carries SITE_TAG; a page that shows documents of a type as a list (or
 * through a section's cards) carries the type's tag; a page that shows one routed document carries
 * that document's slug tag; a type's address list carries its addresses tag, which changes only when
 * an address is added (renames and deletes touch every page). The publish webhook revalidates the
 * same tags (publish/tags.ts says which a document touches), so one document's publish re-renders
 * its own page and the lists, never the other documents of its kind.
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
