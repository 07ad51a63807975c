/**
 * The `data-sanity` attribute of one section in an editor's preview: its document and the array item
 * path (`sections[_key=="…"]` of a page made in the Studio, `moreSections[_key=="…"]` of a fixed, pilot
 * or Beacon page), made with next-sanity's createDataAttribute. The overlays group elements whose
 * paths name items of the same array, and offer to drag them among themselves. Server only, and only
 * in draft mode: a visitor's page carries no such attribute.
 */
import {getPublishedId} from '@sanity/client/csm'
import {createDataAttribute} from 'next-sanity'
import {studioUrl} from '@/sanity/env'

/** The page's id as the overlays and useOptimistic name it: the published one, whatever the read returned. */
export const editedPageId = (id: string) => getPublishedId(id)

/** The document a list of sections belongs to, and the list's field. */
export interface SectionList {
  id: string
  type: string
  field: 'sections' | 'moreSections'
}

export function sectionAttribute({id, type, field}: SectionList, key: string): string {
  // The path as segments, not a string: a key is content, and is never parsed as path syntax.
  return createDataAttribute({id: editedPageId(id), type, path: [field, {_key: key}], baseUrl: studioUrl}).toString()
}

/** Each section's attribute, by its key. */
export const sectionAttributes = (list: SectionList, keys: readonly string[]) =>
  new Map(keys.map((key) => [key, sectionAttribute(list, key)]))
