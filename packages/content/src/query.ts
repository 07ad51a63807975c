/**
 * The embedded GROQ engine: evaluates a query over the loaded dataset with groq-js, as the Content
 * Lake's `published` perspective would (drafts are never visible).
 */
import {evaluate, parse} from 'groq-js'
import type {SanityDocumentLike} from './dataset'

export type QueryParams = Record<string, unknown>

export async function queryDocuments<T = unknown>(
  documents: SanityDocumentLike[],
  query: string,
  params: QueryParams = {},
): Promise<T> {
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
  const tree = parse(query, {params})
  const value = await evaluate(tree, {dataset: published, params})
  return (await value.get()) as T
}
