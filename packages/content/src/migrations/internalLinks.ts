/**
 * Migration: rich-text links typed as site paths ("/pilots", "/pilot/givify") become references to
 * the document shown at that address, so they follow the document when its address changes. Links
 * to other websites and mailto: links stay as they are. A path that matches no document is left
 * untouched and reported, so nothing is lost.
 */
import {documentPath, isSluggedType, PAGE_PATHS} from '@site/routes'
import type {SanityDocumentLike} from '../dataset'

interface UnresolvedLink {
  documentId: string
  href: string
}

export interface MigrationResult {
  documents: SanityDocumentLike[]
  migrated: number
  unresolved: UnresolvedLink[]
}

const slugOf = (doc: SanityDocumentLike) => (doc.slug as {current?: string} | undefined)?.current
const previousSlugsOf = (doc: SanityDocumentLike) =>
  (Array.isArray(doc.previousSlugs) ? (doc.previousSlugs as unknown[]) : []).filter((s): s is string => typeof s === 'string')

/** The site path without a trailing slash ("/about/" → "/about"); null for anything that is not a site path. */
function normalisePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return href.length > 1 ? href.replace(/\/+$/, '') : href
}

/** Every address a link may have been typed as, to the id of the document shown there (earlier slugs too). */
export function addressIndex(documents: SanityDocumentLike[]): Map<string, string> {
  const index = new Map<string, string>()
  for (const doc of documents) {
    if (doc._id.startsWith('drafts.')) continue
    if (Object.hasOwn(PAGE_PATHS, doc._type)) index.set(documentPath(doc._type)!, doc._id)
    if (!isSluggedType(doc._type)) continue
    const current = slugOf(doc)
    for (const slug of previousSlugsOf(doc)) {
      const path = documentPath(doc._type, slug)
      if (path && !index.has(path)) index.set(path, doc._id)
    }
    const path = current ? documentPath(doc._type, current) : null
    if (path) index.set(path, doc._id) // the current address wins over an earlier slug of another document
  }
  return index
}

interface MarkDef {
  _type: string
  _key: string
  href?: unknown
  [key: string]: unknown
}

function migrateValue(value: unknown, documentId: string, index: Map<string, string>, result: MigrationResult): unknown {
  if (Array.isArray(value)) return value.map((item) => migrateValue(item, documentId, index, result))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) copy[key] = migrateValue(child, documentId, index, result)
  if (record._type === 'block' && Array.isArray(record.markDefs)) {
    copy.markDefs = (copy.markDefs as MarkDef[]).map((def) => {
      if (def._type !== 'link' || typeof def.href !== 'string') return def
      const path = normalisePath(def.href)
      if (!path) return def
      const target = index.get(path)
      if (!target) {
        result.unresolved.push({documentId, href: def.href})
        return def
      }
      result.migrated++
      return {_type: 'internalLink', _key: def._key, reference: {_type: 'reference', _ref: target, _weak: true}}
    })
  }
  return copy
}

/** Migrates every document; returns the new documents and what was (and was not) migrated. */
export function migrateInternalLinks(documents: SanityDocumentLike[]): MigrationResult {
  const index = addressIndex(documents)
  const result: MigrationResult = {documents: [], migrated: 0, unresolved: []}
  result.documents = documents.map((doc) => migrateValue(doc, doc._id, index, result) as SanityDocumentLike)
  return result
}
