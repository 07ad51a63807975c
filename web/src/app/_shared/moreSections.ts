/**
 * A fixed, pilot or Beacon page's "More sections", as its route draws them: read through their
 * loader (tagged with the owner's own tags and what the present kinds show), and in an editor's
 * preview each one's visual-editing attribute, so the Presentation tool can drag them into another
 * order as it does a page made in the Studio's. Visitors get no attribute.
 */
import {sectionAttributes} from '@/components/preview/sectionAttribute'
import {isPreviewing} from '@/sanity/draftMode'
import {loadMoreSections, type MoreSectionsOwner} from '@/sanity/loaders'

export async function moreSectionsOf(owner: MoreSectionsOwner & {type: string}) {
  const sections = await loadMoreSections(owner)
  const keys = sections.map(({_key}) => _key)
  const attributes = keys.length && (await isPreviewing()) ? sectionAttributes({...owner, field: 'moreSections'}, keys) : undefined
  return {sections, attributes}
}
