/**
 * What a query sees under each perspective of the Content Lake: `raw` every document, `published`
 * no drafts or release versions, and a stack (`rA,rB,drafts`; `drafts` and the older `previewDrafts`
 * alone are the stack `drafts`) each document as the first layer of the stack that holds a version of
 * it makes it: `versions.rA.<id>` over `versions.rB.<id>` over `drafts.<id>` over the published
 * document, under the published id with `_originalId` naming the version shown. A version that
 * unpublishes its document (`_system.delete`) takes it out of the view. Release documents
 * (`_.releases.*`) and the other system documents are seen as published ones are.
 */
import type {LakeDocument} from './store.ts'
import {isPublishedId, LakeError, publishedIdOf} from './store.ts'

/** `raw`, `published`, or the names of a stack, first wins: release names and `drafts`. */
export type Perspective = 'raw' | 'published' | {stack: string[]}

/** API versions from this one read `published` by default and accept release names in a perspective. */
const RELEASES_API = '2025-02-19'
const isDatedFrom = (apiVersion: string, from: string) => /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= from

/** The perspective a request asks for; without one, API versions from 2025-02-19 read `published`. */
export function perspectiveOf(value: string | null, apiVersion: string): Perspective {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.includes('raw')) return 'raw'
  if (names.length === 0) return isDatedFrom(apiVersion, RELEASES_API) ? 'published' : 'raw'
  const stack = names.filter((name) => name !== 'published').map((name) => (name === 'previewDrafts' ? 'drafts' : name))
  if (stack.length === 0) return 'published'
  if (stack.some((name) => name !== 'drafts') && !isDatedFrom(apiVersion, RELEASES_API))
    throw new LakeError(400, `Complex perspectives are not supported for this version (v${apiVersion}): use v${RELEASES_API} or later`)
  return {stack: [...new Set(stack)]}
}

/** The id of a document's version in one layer of a stack. */
const layerId = (layer: string, publishedId: string) => (layer === 'drafts' ? `drafts.${publishedId}` : `versions.${layer}.${publishedId}`)

const unpublishes = (doc: LakeDocument) => (doc._system as {delete?: unknown} | undefined)?.delete === true

export function documentsFor(perspective: Perspective, documents: LakeDocument[]): LakeDocument[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((doc) => isPublishedId(doc._id))
  if (perspective === 'published') return published
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  // Every document the view can hold: the published ones, and those only a layer of the stack has.
  const ids = new Set(published.map((doc) => doc._id))
  for (const doc of documents) if (!isPublishedId(doc._id)) ids.add(publishedIdOf(doc._id))
  const view: LakeDocument[] = []
  for (const id of ids) {
    const version = perspective.stack.map((layer) => byId.get(layerId(layer, id))).find(Boolean)
    if (!version) {
      const doc = byId.get(id)
      if (doc) view.push(doc)
      continue
    }
    if (!unpublishes(version)) view.push({...version, _id: id, _originalId: version._id})
  }
  return view
}
