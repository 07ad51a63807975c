/**
 * The one data door. Pages call sanityFetch with a query from queries.ts; the result type comes from
 * TypeGen (the query string maps to its generated result type). The source is the Content Lake when
 * a project is configured, otherwise the bundled dataset; both are cached under the given tags so a
 * signed publish webhook can revalidate exactly the pages that use a document.
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {unstable_cache} from 'next/cache'
import {embeddedDatasetFile, embeddedImagePrefix, lakeConfig} from './env'
import {createLakeClient} from './sources/lake'
import {datasetVersion, queryEmbedded} from './sources/embedded'
import {SITE_TAG} from './tags'

const lakeClient = lakeConfig ? createLakeClient(lakeConfig) : null

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags = [],
}: {
  query: Q
  params?: QueryParams
  tags?: string[]
}): Promise<ClientReturn<Q, unknown>> {
  const allTags = [SITE_TAG, ...tags]
  if (lakeClient) {
    return lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, {cache: 'force-cache', next: {tags: allTags}})
  }
  const cached = unstable_cache(
    () => queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params),
    // The file's version is part of the key: a cache kept across builds never serves an older dataset.
    ['embedded', datasetVersion(embeddedDatasetFile), query, JSON.stringify(params)],
    {tags: allTags},
  )
  return cached()
}
