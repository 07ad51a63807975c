/**
 * What a query sees under each perspective of the Content Lake: `raw` every document, `published`
 * no drafts or release versions, `drafts` (and the older `previewDrafts`) the published documents
 * with each draft laid over its published twin (published id, `_originalId` naming the draft).
 * Release versions are never served: the Studio here works without releases.
 */
import type {LakeDocument} from './store.ts'
import {isPublishedId, publishedIdOf} from './store.ts'

export type Perspective = 'raw' | 'published' | 'drafts'

/** The perspective a request asks for; without one, API versions from 2025-02-19 read `published`. */
export function perspectiveOf(value: string | null, apiVersion: string): Perspective {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.includes('raw')) return 'raw'
  if (names.includes('drafts') || names.includes('previewDrafts')) return 'drafts'
  if (names.length > 0) return 'published'
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

export function documentsFor(perspective: Perspective, documents: LakeDocument[]) {
  if (perspective === 'raw') return documents
  const published = documents.filter((doc) => isPublishedId(doc._id))
  if (perspective === 'published') return published
  const overlaid = new Map<string, LakeDocument>(published.map((doc) => [doc._id, doc]))
  for (const doc of documents) {
    if (!doc._id.startsWith('drafts.')) continue
    overlaid.set(publishedIdOf(doc._id), {...doc, _id: publishedIdOf(doc._id), _originalId: doc._id})
  }
  return [...overlaid.values()]
}
