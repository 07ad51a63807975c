/**
 * Migration: Site settings gain the words of numbered pages (a list longer than one page continues on
 * /pilots/page/2 and the like), which the Studio requires. A dataset exported before them gets the
 * launch words below; words an editor already wrote are kept. Running it again changes nothing.
 */
import type {SanityDocumentLike} from '../dataset'

/** The launch words: {list}, {page} and {pages} stand for the list's heading and the numbers. */
export const LAUNCH_PAGINATION_WORDS = {
  heading: '{list} — page {page} of {pages}',
  navigationLabel: '{list}: pages',
  previous: 'Previous page',
  next: 'Next page',
} as const

export function migratePaginationWords(documents: SanityDocumentLike[]): {documents: SanityDocumentLike[]; changes: string[]} {
  const changes: string[] = []
  const migrated = documents.map((doc) => {
    if (doc._type !== 'siteSettings') return doc
    const words = (doc.pagination ?? {}) as Record<string, unknown>
    const missing = Object.keys(LAUNCH_PAGINATION_WORDS).filter((name) => typeof words[name] !== 'string' || !words[name])
    if (!missing.length) return doc
    changes.push(...missing.map((name) => `${doc._id} pagination.${name}`))
    const added = Object.fromEntries(missing.map((name) => [name, LAUNCH_PAGINATION_WORDS[name as keyof typeof LAUNCH_PAGINATION_WORDS]]))
    return {...doc, pagination: {...words, ...added}}
  })
  return {documents: migrated, changes}
}
