/**
 * Runs a query from queries.ts against the bundled dataset, exactly as the embedded source does at
 * build time, and returns TypeGen's result type for it; `runQueryWith` against the bundled dataset
 * plus test documents (e.g. a page made in the Studio, which the launch content has none of; one with
 * a launch document's id replaces it). The params of sliced lists are those of a list's first page
 * (listParams.ts) unless `params` says otherwise.
 */
import {readFileSync} from 'node:fs'
import type {ClientReturn, QueryParams} from '@sanity/client'
import {parseNdjson, queryDocuments, toLakeDocuments, type SanityDocumentLike} from '@site/content'
import {queryEmbedded} from '@/sanity/sources/embedded'
import {embeddedDatasetFile, embeddedImagePrefix} from '@/sanity/env'
import {FIRST_PAGE_PARAMS} from '@/sanity/listParams'

export function runQuery<const Q extends string>(query: Q, params: QueryParams = {}) {
  return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, {...FIRST_PAGE_PARAMS, ...params})
}

/** The bundled dataset's documents as exported, to add test documents to. */
export const launchDocuments = (): SanityDocumentLike[] => parseNdjson(readFileSync(embeddedDatasetFile, 'utf8'))

export function runQueryWith<const Q extends string>(extra: object[], query: Q, params: QueryParams = {}) {
  const added = extra as SanityDocumentLike[]
  const replaced = new Set(added.map((doc) => doc._id))
  const kept = launchDocuments().filter((doc) => !replaced.has(doc._id))
  const {documents} = toLakeDocuments([...kept, ...added], embeddedImagePrefix)
  return queryDocuments<ClientReturn<Q, unknown>>(documents, query, {...FIRST_PAGE_PARAMS, ...params})
}
