/**
 * The `data-sanity` attribute of one section of a page made in the Studio: its document and the
 * array item path `sections[_key=="…"]`, made with next-sanity's createDataAttribute. The overlays
 * group elements whose paths name items of the same array, and offer to drag them among themselves.
 * Server only, and only in draft mode: a visitor's page carries no such attribute.
 */
import {getPublishedId} from '@sanity/client/csm'
import {createDataAttribute} from 'next-sanity'
import {studioUrl} from '@/sanity/env'

/** The page's id as the overlays and useOptimistic name it: the published one, whatever the read returned. */
export const editedPageId = (id: string) => getPublishedId(id)

export function sectionAttribute(pageId: string, key: string): string {
  // The path as segments, not a string: a key is content, and is never parsed as path syntax.
  return createDataAttribute({id: editedPageId(pageId), type: 'page', path: ['sections', {_key: key}], baseUrl: studioUrl}).toString()
}
