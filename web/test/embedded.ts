/**
 * Runs a query from queries.ts against the bundled dataset, exactly as the embedded source does at
 * build time, and returns TypeGen's result type for it.
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {queryEmbedded} from '@/sanity/sources/embedded'
import {embeddedDatasetFile, embeddedImagePrefix} from '@/sanity/env'

export function runQuery<const Q extends string>(query: Q, params: QueryParams = {}) {
  return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params)
}
