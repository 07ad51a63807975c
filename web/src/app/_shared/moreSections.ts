/**
 * A fixed, pilot or Beacon page's "More sections", as its route draws them: read through their
 * loader (tagged with the owner's own tags and what the present kinds show), and in an editor's
 * preview each one's visual-editing attribute, so the Presentation tool can drag them into another
 * order as it does a page made in the Studio's. Visitors get no attribute.
 */
import {sectionAttributes} from '@/components/preview/sectionAttribute'
import {isPreviewing} from '@/sanity/draftMode'
import {loadMoreSections, ownerTags} from '@/sanity/loaders'

/** `slug`: a pilot's or a Beacon page's address, which its tags name. */
export async function moreSectionsOf(type: keyof typeof ownerTags, owner: {_id: string; moreSectionKinds: string[]}, slug = '') {
  const tagsOf: (slug: string) => string[] = ownerTags[type]
  const tags = tagsOf(slug)
  const sections = await loadMoreSections({id: owner._id, tags, kinds: owner.moreSectionKinds})
  const keys = sections.map(({_key}) => _key)
  const attributes =
    keys.length && (await isPreviewing()) ? sectionAttributes({id: owner._id, type, field: 'moreSections'}, keys) : undefined
  return {sections, attributes}
}
