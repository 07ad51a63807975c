/**
 * What publishing does to a slugged document's earlier addresses: when the slug being published
 * differs from the published one, the published slug joins previousSlugs (so the site can redirect
 * it) and the new slug leaves it (an editor may move a page back to an earlier address).
 */

type SluggedDoc = {slug?: {current?: string} | null; previousSlugs?: string[] | null}

/** The previousSlugs to publish with `draft`, or null when publishing it changes no address. */
export function previousSlugsAfterPublish(published: SluggedDoc | null | undefined, draft: SluggedDoc | null | undefined): string[] | null {
  const before = published?.slug?.current
  const after = draft?.slug?.current
  if (!before || !after || before === after) return null
  const earlier = draft?.previousSlugs ?? published?.previousSlugs ?? []
  return [...new Set([...earlier, before])].filter((slug) => slug !== after)
}
