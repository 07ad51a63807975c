/**
 * The embedded GROQ engine: evaluates a query over the loaded dataset with groq-js, through one of
 * the Content Lake's perspectives. groq-js 2 has no perspectives of its own, so the view of the
 * dataset is made here, the way the Lake makes it:
 * - `published` (the default, what visitors see): drafts and release versions are invisible;
 * - `drafts` (draft mode): a document's draft stands in for it under the published id, and drafts of
 *   documents never published appear too;
 * - `raw`: every document as stored (what the preview-secret check reads).
 *
 * Each view, and an index of it by `_id`, is made once per loaded dataset (the dataset's array is
 * the key) and handed to groq-js's `dereference` option: without it, groq-js resolves every `->` by
 * scanning the whole dataset, so a query that joins grows with the square of the content.
 */
import {evaluate, parse} from 'groq-js'
import type {SanityDocumentLike} from './dataset.ts'
import {queriedTypes} from './typeScope.ts'

export type QueryParams = Record<string, unknown>
export type Perspective = 'published' | 'drafts' | 'raw'

const DRAFT = 'drafts.'
const isVersion = (id: string) => id.startsWith('versions.')

/** The documents a query sees through a perspective. */
export function viewDocuments(documents: SanityDocumentLike[], perspective: Perspective = 'published'): SanityDocumentLike[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((doc) => !doc._id.startsWith(DRAFT) && !isVersion(doc._id))
  if (perspective === 'published') return published
  const drafts = new Map(
    documents
      .filter((doc) => doc._id.startsWith(DRAFT))
      .map((doc) => [doc._id.slice(DRAFT.length), {...doc, _id: doc._id.slice(DRAFT.length), _originalId: doc._id}]),
  )
  const overlaid = published.map((doc) => drafts.get(doc._id) ?? doc)
  const publishedIds = new Set(published.map((doc) => doc._id))
  return [...overlaid, ...[...drafts.values()].filter((doc) => !publishedIds.has(doc._id))]
}

type View = {documents: SanityDocumentLike[]; byId: Map<string, SanityDocumentLike>}
const views = new WeakMap<SanityDocumentLike[], Map<Perspective, View>>()

/** The perspective's view of a dataset with its id index, made on first use and kept as long as the dataset. */
function viewOf(documents: SanityDocumentLike[], perspective: Perspective): View {
  let perDataset = views.get(documents)
  if (!perDataset) views.set(documents, (perDataset = new Map()))
  let view = perDataset.get(perspective)
  if (!view) {
    const viewed = viewDocuments(documents, perspective)
    view = {documents: viewed, byId: new Map(viewed.map((doc) => [doc._id, doc]))}
    perDataset.set(perspective, view)
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
