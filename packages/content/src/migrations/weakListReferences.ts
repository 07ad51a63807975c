/**
 * Migration: the entries of the lists that page documents hold (Pilots page → Pilots, Home →
 * Partner logos, About → Team members, Get Inspired → Finalists) become weak references. A strong
 * entry made unpublishing or deleting a listed document a trap: the Content Lake refuses it while
 * the list holds it, and once a document was unpublished anyway (from a page's draft), the list
 * page could not be published again ("Referenced document must be published"). Weak, an entry whose
 * document is gone simply drops off the page: the site's list queries keep only entries that resolve.
 * Documents that need their target (a Beacon page's finalist, menu links) stay strong. Running it
 * again changes nothing.
 */
import type {SanityDocumentLike} from '../dataset'

/** Page document type → the field holding its list of references. */
export const LIST_FIELDS: Readonly<Record<string, string>> = {
  pilotsPage: 'pilots',
  homePage: 'partners',
  aboutPage: 'team',
  getInspiredPage: 'finalists',
}

export interface WeakListResult {
  documents: SanityDocumentLike[]
  /** `documentId field[_key]` of each entry made weak. */
  changes: string[]
}

type Entry = {_type?: string; _ref?: string; _key?: string; _weak?: boolean; _strengthenOnPublish?: unknown}

export function migrateWeakListReferences(documents: SanityDocumentLike[]): WeakListResult {
  const changes: string[] = []
  const migrated = documents.map((doc) => {
    const field = LIST_FIELDS[doc._type]
    const entries = field ? doc[field] : undefined
    if (!field || !Array.isArray(entries)) return doc
    return {
      ...doc,
      [field]: (entries as Entry[]).map((entry) => {
        if (entry?._type !== 'reference' || typeof entry._ref !== 'string' || entry._weak === true) return entry
        changes.push(`${doc._id} ${field}[${entry._key ?? entry._ref}]`)
        // A draft's entry waiting to be made strong on publish stays weak instead.
        const {_strengthenOnPublish, ...rest} = entry
        return {...rest, _weak: true}
      }),
    }
  })
  return {documents: migrated, changes}
}
