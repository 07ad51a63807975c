/**
 * The launch checklist's rules: given every document of a dataset, the open items that still stand
 * between the content and a public launch. Pure functions, so the Studio's checklist tool, its field
 * warnings, `pnpm content:check` and the site's build give the same answer for the same documents.
 *
 * Only published documents count: they are what the site shows. A draft that fixes an item does not
 * clear it until it is published (`draftView` lets a caller see which drafts already would).
 */
import {PLACEHOLDER_WARNING, type LaunchKind} from './kinds.ts'
import {isListedType, LISTINGS, notListedMessage} from './listings.ts'
import {pathToString, type Path} from './paths.ts'
import {searchDescriptionField} from './searchDescriptions.ts'
import {placeholderIn} from './values.ts'
import {scheduledItems, type ScheduledRelease} from './scheduled.ts'
import {walkDocument} from './walk.ts'

export type Document = {_id: string; _type: string; [field: string]: unknown}

export interface LaunchItem {
  kind: LaunchKind
  documentId: string
  documentType: string
  /** The field, as a Sanity path; empty for the document as a whole. */
  path: Path
  /** The value found there, when the item is about a value. */
  value?: string
  /** What is wrong and what to do, in an editor's words. */
  problem: string
  /** Where it is fixed, when that is elsewhere (the list on a page); otherwise the item's own field. */
  fixAt?: {documentId: string; documentType: string; path: Path}
  /** For a scheduled item: the release that would publish it (fixed in that release's version of the document). */
  release?: ScheduledRelease
}

/** One string per item, stable across runs: the same field with the same problem has the same key. */
export const itemKey = (item: Pick<LaunchItem, 'kind' | 'documentId' | 'path'>) =>
  `${item.kind}|${item.documentId}|${pathToString(item.path)}`

export const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')
export const publishedIdOf = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/** Content editors write, as opposed to assets, system groups and the Studio's own records. */
export const isContentDocument = (doc: Document) => !doc._id.startsWith('_.') && !/^(sanity|system)\./.test(doc._type)

const hasText = (value: unknown) => (typeof value === 'string' && value.trim().length > 0) || (Array.isArray(value) && value.length > 0)

function isImage(value: Record<string, unknown>) {
  const asset = value.asset as {_ref?: unknown} | undefined
  return typeof value._sanityAsset === 'string' || typeof asset?._ref === 'string'
}

/** Sample names and texts, placeholder links and videos in one document: what its fields' warnings show. */
export function placeholderItems(document: Document): LaunchItem[] {
  const items = new Map<string, LaunchItem>()
  walkDocument(document, ({value, at}) => {
    const placeholder = placeholderIn(value)
    if (!placeholder) return
    const item: LaunchItem = {
      kind: placeholder.kind,
      documentId: document._id,
      documentType: document._type,
      path: at,
      value: value as string,
      problem: `${PLACEHOLDER_WARNING} (${placeholder.reason}).`,
    }
    // One item per field and kind: a paragraph with two sample names is one paragraph to rewrite.
    if (!items.has(itemKey(item))) items.set(itemKey(item), item)
  })
  return [...items.values()]
}

/** Images with no alternative text: screen readers have nothing to say for them. */
export function missingAltItems(document: Document): LaunchItem[] {
  const items: LaunchItem[] = []
  walkDocument(document, ({value, path}) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return
    const image = value as Record<string, unknown>
    if (!isImage(image) || hasText(image.alt)) return
    items.push({
      kind: 'alt',
      documentId: document._id,
      documentType: document._type,
      path: [...path, 'alt'],
      problem: 'Describe the image: screen readers read its alternative text aloud.',
    })
  })
  return items
}

/** A page whose search description (the field its metadata is read from) is empty. */
export function missingSearchDescriptionItems(document: Document): LaunchItem[] {
  const field = searchDescriptionField(document._type)
  if (!field || hasText(document[field])) return []
  return [
    {
      kind: 'searchDescription',
      documentId: document._id,
      documentType: document._type,
      path: [field],
      problem: 'Write a short description: search results and shared links show it under the page’s title.',
    },
  ]
}

/** A pilot, partner, team member or finalist that its page does not list: the site shows it nowhere. */
export function unlistedItems(document: Document, publishedById: ReadonlyMap<string, Document>): LaunchItem[] {
  if (!isListedType(document._type)) return []
  const listing = LISTINGS[document._type]
  const list = publishedById.get(listing.pageId)?.[listing.field]
  const listed = Array.isArray(list) && list.some((entry) => (entry as {_ref?: unknown} | null)?._ref === document._id)
  if (listed) return []
  return [
    {
      kind: 'unlisted',
      documentId: document._id,
      documentType: document._type,
      path: [],
      problem: notListedMessage(document._type),
      fixAt: {documentId: listing.pageId, documentType: listing.pageType, path: [listing.field]},
    },
  ]
}

/** References and rich-text links whose target is not published (deleted, or a draft only). */
export function danglingReferenceItems(document: Document, publishedIds: ReadonlySet<string>): LaunchItem[] {
  const items = new Map<string, LaunchItem>()
  walkDocument(document, ({value, at, name}) => {
    // An image's file is not a link an editor chose; the image rules look after images.
    if (name === 'asset' || !value || typeof value !== 'object' || Array.isArray(value)) return
    const ref = (value as {_ref?: unknown})._ref
    if (typeof ref !== 'string' || publishedIds.has(publishedIdOf(ref))) return
    const item: LaunchItem = {
      kind: 'reference',
      documentId: document._id,
      documentType: document._type,
      path: at,
      value: ref,
      problem:
        document._type === 'redirect'
          ? 'Leads to a page that is deleted or not published: the address answers “not found” until you choose another page.'
          : 'Links to a document that is deleted or not published: choose another one or remove the link.',
    }
    if (!items.has(itemKey(item))) items.set(itemKey(item), item)
  })
  return [...items.values()]
}

/**
 * Every open item of a dataset, document by document in the dataset's order, then what scheduled
 * releases would open at their time (scheduled.ts).
 */
export function checkDocuments(documents: readonly Document[]): LaunchItem[] {
  return [...checkView(documents), ...scheduledItems(documents, checkView, itemKey)]
}

/** The open items of the published documents among these. */
function checkView(documents: readonly Document[]): LaunchItem[] {
  const published = documents.filter((doc) => isPublishedId(doc._id))
  const publishedIds = new Set(published.map((doc) => doc._id))
  const publishedById = new Map(published.map((doc) => [doc._id, doc]))
  return published
    .filter(isContentDocument)
    .flatMap((doc) => [
      ...placeholderItems(doc),
      ...missingAltItems(doc),
      ...missingSearchDescriptionItems(doc),
      ...unlistedItems(doc, publishedById),
      ...danglingReferenceItems(doc, publishedIds),
    ])
}

/**
 * The dataset as it will be once every draft is published: each draft laid over its published
 * document (and drafts of new documents included), release versions kept as they are (what is
 * scheduled stays scheduled). Checking it tells which items a draft already fixes.
 */
export function draftView(documents: readonly Document[]): Document[] {
  const view = new Map<string, Document>()
  for (const doc of documents) if (!doc._id.startsWith('drafts.')) view.set(doc._id, doc)
  for (const doc of documents) if (doc._id.startsWith('drafts.')) view.set(publishedIdOf(doc._id), {...doc, _id: publishedIdOf(doc._id)})
  return [...view.values()]
}
