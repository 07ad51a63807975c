/**
 * The embedded GROQ engine: evaluates a query over the loaded dataset with groq-js, through one of
 * the Content Lake's perspectives. groq-js 2 has no perspectives of its own, so the view of the
 * dataset is made here, the way the Lake makes it (API v2025-02-19 and later):
 * - `published` (the default, what visitors see): drafts and release versions are invisible;
 * - `drafts` (draft mode): a document's draft stands in for it under the published id, and drafts of
 *   documents never published appear too;
 * - a stack of releases (`['rSummit', 'drafts']`, what Presentation sets for a scheduled draft or a
 *   release): for each document the first layer of the stack that has it (the version
 *   `versions.<release>.<id>`, or the draft for `drafts`), else the published document; a version
 *   that unpublishes (`_system.delete`) takes the document out of the view;
 * - `raw`: every document as stored (what the preview-secret check reads).
 * A document seen through a draft or a version keeps the published id, and `_originalId` says which it is.
 *
 * Each view, and an index of it by `_id`, is made once per loaded dataset (the dataset's array is
 * the key) and handed to groq-js's `dereference` option: without it, groq-js resolves every `->` by
 * scanning the whole dataset, so a query that joins grows with the square of the content.
 */
import {evaluate, parse} from 'groq-js'
import type {SanityDocumentLike} from './dataset.ts'
import {queriedTypes} from './typeScope.ts'

export type QueryParams = Record<string, unknown>
/** As @sanity/client names them: a stack lists release names, `drafts` and `published`, first layer first. */
export type Perspective = 'published' | 'drafts' | 'raw' | readonly string[]

const DRAFT = 'drafts.'
const VERSION = 'versions.'

/** The published id a document stands for: `drafts.x` and `versions.<release>.x` are both `x`. */
const baseIdOf = (id: string) =>
  id.startsWith(DRAFT) ? id.slice(DRAFT.length) : id.startsWith(VERSION) ? id.slice(id.indexOf('.', VERSION.length) + 1) : id

/** The layers over the published documents, first first; `published` ends a stack (nothing under it counts). */
function layersOf(perspective: Exclude<Perspective, 'raw'>): string[] {
  if (perspective === 'published') return []
  if (perspective === 'drafts') return ['drafts']
  if (perspective.includes('raw')) throw new TypeError('Invalid perspective: "raw" cannot be combined with other perspectives.')
  const end = perspective.indexOf('published')
  return end === -1 ? [...perspective] : perspective.slice(0, end)
}

const layerPrefix = (layer: string) => (layer === 'drafts' ? DRAFT : `${VERSION}${layer}.`)
const unpublishes = (doc: SanityDocumentLike) => (doc as {_system?: {delete?: unknown}})._system?.delete === true

/** The documents a query sees through a perspective. */
export function viewDocuments(documents: SanityDocumentLike[], perspective: Perspective = 'published'): SanityDocumentLike[] {
  if (perspective === 'raw') return documents
  const prefixes = layersOf(perspective).map(layerPrefix)
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  // Published documents first, in dataset order, then the documents only a layer holds.
  const baseIds = new Set(documents.filter((doc) => baseIdOf(doc._id) === doc._id).map((doc) => doc._id))
  for (const doc of documents) if (prefixes.some((prefix) => doc._id.startsWith(prefix))) baseIds.add(baseIdOf(doc._id))
  const view: SanityDocumentLike[] = []
  for (const id of baseIds) {
    const doc = [...prefixes.map((prefix) => byId.get(prefix + id)), byId.get(id)].find((layer) => layer !== undefined)
    if (!doc || unpublishes(doc)) continue
    view.push(doc._id === id ? doc : {...doc, _id: id, _originalId: doc._id})
  }
  return view
}

type View = {documents: SanityDocumentLike[]; byId: Map<string, SanityDocumentLike>}
const views = new WeakMap<SanityDocumentLike[], Map<string, View>>()

/** The perspective's view of a dataset with its id index, made on first use and kept as long as the dataset. */
function viewOf(documents: SanityDocumentLike[], perspective: Perspective): View {
  let perDataset = views.get(documents)
  if (!perDataset) views.set(documents, (perDataset = new Map()))
  const key = typeof perspective === 'string' ? perspective : JSON.stringify(perspective)
  let view = perDataset.get(key)
  if (!view) {
    const viewed = viewDocuments(documents, perspective)
    view = {documents: viewed, byId: new Map(viewed.map((doc) => [doc._id, doc]))}
    perDataset.set(key, view)
  }
  return view
}

export async function queryDocuments<T = unknown>(
  documents: SanityDocumentLike[],
  query: string,
  params: QueryParams = {},
  perspective: Perspective = 'published',
): Promise<T> {
  const tree = parse(query, {params})
  const view = viewOf(documents, perspective)
  // Only the types the query filters on, in dataset order (typeScope.ts); every document for a `->`.
  const types = queriedTypes(tree)
  const dataset = types ? view.documents.filter((doc) => types.has(doc._type)) : view.documents
  const value = await evaluate(tree, {dataset, params, dereference: ({_ref}) => view.byId.get(_ref) ?? null})
  return (await value.get()) as T
}
