/**
 * Documents that appear on the site only once a page lists them: a new pilot, partner, team member or
 * finalist shows nowhere until it is added to its page's list. The rule here tells the editor so, in
 * the document itself, naming the list to add it to; the launch checklist lists every such document.
 */
import type {SanityDocumentLike, ValidationContext} from 'sanity'
import {LISTINGS, notListedMessage, type ListedType} from '@site/launch-check'

// The table of which page lists which type lives with the launch checklist, which reads it too.
export {LISTINGS, notListedMessage, type ListedType}

/** True when the page (published or its draft) lists the document. */
function listedQuery(type: ListedType): string {
  const {field} = LISTINGS[type]
  return `count(*[_id in [$page, "drafts." + $page] && $id in ${field}[]._ref]) > 0`
}

type Fetch = (query: string, params: Record<string, string>) => Promise<unknown>

/** Whether the document is listed; null when it cannot be told (no connection, unsaved document). */
async function isListed(type: ListedType, documentId: string, fetch: Fetch): Promise<boolean | null> {
  const id = documentId.replace(/^drafts\./, '')
  try {
    return (await fetch(listedQuery(type), {page: LISTINGS[type].pageId, id})) === true
  } catch {
    return null
  }
}

/**
 * A document-level rule for `rule.custom(notListedNotice('pilot')).info()`: an information notice,
 * never a block on publishing (an editor may prepare a document before listing it). It speaks to
 * editors in the Studio; batch validation from the CLI (`sanity documents validate`, offline in CI)
 * skips it, as one query per document there only waits on an API it cannot reach.
 */
export function notListedNotice(type: ListedType) {
  return async (document: SanityDocumentLike | undefined, context: ValidationContext) => {
    if (!document?._id || context.environment === 'cli') return true
    const client = context.getClient({apiVersion: '2025-09-01'})
    const listed = await isListed(type, document._id, (query, params) => client.fetch(query, params))
    return listed === false ? notListedMessage(type) : true
  }
}
