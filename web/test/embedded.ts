/**
 * Runs a query from queries.ts against the bundled dataset, exactly as the embedded source does at
 * build time, and returns TypeGen's result type for it; `runQueryWith` against the bundled dataset
 * plus test documents (e.g. a page made in the Studio, which the launch content has none of).
 */
import {readFileSync} from 'node:fs'
import type {ClientReturn, QueryParams} from '@sanity/client'
import {parseNdjson, queryDocuments, toLakeDocuments, type SanityDocumentLike} from '@site/content'
import {queryEmbedded} from '@/sanity/sources/embedded'
import {embeddedDatasetFile, embeddedImagePrefix} from '@/sanity/env'

export function runQuery<const Q extends string>(query: Q, params: QueryParams = {}) {
  return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params)
}

/** The bundled dataset's documents as exported, to add test documents to. */
const launchDocuments = (): SanityDocumentLike[] => parseNdjson(readFileSync(embeddedDatasetFile, 'utf8'))

export function runQueryWith<const Q extends string>(extra: object[], query: Q, params: QueryParams = {}) {
  const {documents} = toLakeDocuments([...launchDocuments(), ...(extra as SanityDocumentLike[])], embeddedImagePrefix)
  return queryDocuments<ClientReturn<Q, unknown>>(documents, query, params)
}
