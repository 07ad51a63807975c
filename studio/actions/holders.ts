/**
 * What unpublishing or deleting a document does to the documents that refer to it, said before the
 * editor confirms. A page list (Pilots page → Pilots, …) holds its entries with weak references: the
 * card simply leaves the page. Any other document holding it with a strong reference (a Beacon page
 * its finalist, a menu link its page) makes the Content Lake refuse the change, so the editor is told
 * where to remove it first. Links inside rich text are weak and become plain text: nothing to say.
 */
import {LISTINGS} from '../schemaTypes/listings'
import {SINGLETONS} from '../singletons'

export type Removal = 'unpublish' | 'delete'

/** A document that refers to the one being removed, as the Lake holds it (published or draft). */
export interface Referrer {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface Holders {
  /** Titles of the pages whose list shows the document. */
  listedOn: string[]
  /** "Title (Kind)" of each document that needs it (a strong reference). */
  neededBy: string[]
}

/**
 * Every document referring to `$id`, drafts too (a strong reference in a draft holds it as well), with
 * the title an editor knows it by (a Beacon page by its finalist's).
 */
export const REFERRERS_QUERY = '*[references($id)]{..., "displayTitle": coalesce(heading, title, name, finalist->title)}'

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '')

/** Whether `value` holds a reference to `id` that is not weak. */
function holdsStrongly(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsStrongly(item, id))
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  if (record._ref === id && record._weak !== true) return true
  return Object.values(record).some((child) => holdsStrongly(child, id))
}

/** A page's name as an editor knows it: its heading or title, else its name in the desk. */
function titleOf(doc: Referrer, typeTitle: (type: string) => string): string {
  const own = [doc.displayTitle, doc.heading, doc.title, doc.name].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  )
  return own ?? SINGLETONS.find(({id}) => id === publishedIdOf(doc._id))?.title ?? typeTitle(doc._type)
}

/** Sorts the referrers of document `id` into the lists that show it and the documents that need it. */
export function holdersOf(id: string, referrers: Referrer[], typeTitle: (type: string) => string): Holders {
  const lists = new Map<string, string>(Object.values(LISTINGS).map(({pageId, field}) => [pageId, field]))
  const listedOn = new Set<string>()
  const neededBy = new Set<string>()
  // A page and its draft are one page to the editor: published first, so its title wins.
  const ordered = [...referrers].sort((a, b) => Number(a._id.startsWith('drafts.')) - Number(b._id.startsWith('drafts.')))
  for (const doc of ordered) {
    const field = lists.get(publishedIdOf(doc._id))
    const entries = field ? doc[field] : undefined
    const listed = Array.isArray(entries) && entries.some((entry) => (entry as {_ref?: string})?._ref === id)
    const rest = field ? {...doc, [field]: (entries as unknown[] | undefined)?.filter((entry) => holdsStrongly(entry, id))} : doc
    if (holdsStrongly(rest, id)) neededBy.add(`${titleOf(doc, typeTitle)} (${typeTitle(doc._type)})`)
    else if (listed) listedOn.add(titleOf(doc, typeTitle))
  }
  return {listedOn: [...listedOn], neededBy: [...neededBy]}
}

/** "Listed on: Our Pilots. Its card will disappear from that page." */
export function listedOnNotice(listedOn: string[]): string | null {
  if (listedOn.length === 0) return null
  return `Listed on: ${listedOn.join(', ')}. Its card will disappear from ${listedOn.length === 1 ? 'that page' : 'those pages'}.`
}

/** Why the Content Lake would refuse, and what to do first. */
export function neededByNotice(removal: Removal, neededBy: string[]): string | null {
  if (neededBy.length === 0) return null
  const verb = removal === 'unpublish' ? 'unpublished' : 'deleted'
  return `Needed by: ${neededBy.join(', ')}. It cannot be ${verb} while ${neededBy.length === 1 ? 'that document refers' : 'those documents refer'} to it: remove it there first.`
}
