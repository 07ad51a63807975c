/**
 * Cache tags: every fetch carries SITE_TAG plus its document type and, for a routed document, its
 * slug. The publish webhook revalidates the same tags (publish/tags.ts says which a document touches).
 */
export const SITE_TAG = 'sanity'

export function typeTag(type: string) {
  return type
}

export function slugTag(type: string, slug: string) {
  return `${type}:${slug}`
}
