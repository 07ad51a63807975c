/**
 * The only module that reads content from a source: the Content Lake when NEXT_PUBLIC_SANITY_PROJECT_ID
 * is set (next-sanity's client, published perspective, never its CDN), otherwise the bundled dataset
 * through groq-js. The three ways the site reads go through it: the tagged cache pages use
 * (fetch.ts), the process's own short memory for addresses (untagged.ts), and the uncached reads of
 * the publish webhook and the catch-up (freshReads.ts).
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {embeddedDatasetFile, embeddedImagePrefix, lakeConfig, readToken, studioUrl} from './env'
import {createLakeClient} from './sources/lake'
import {datasetVersion, queryEmbedded} from './sources/embedded'

/** The Lake's client, or null with the bundled dataset. */
export const lakeClient = lakeConfig ? createLakeClient(lakeConfig) : null

/**
 * Published content. `noStore` (the default) keeps the Lake's answer out of Next's fetch cache too;
 * the untagged answers, read during a render that is being cached, ask without it (a `no-store` fetch
 * there stops the render).
 */
export function readPublished<const Q extends string>(query: Q, params: QueryParams, {noStore = true} = {}) {
  return lakeClient
    ? lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, noStore ? {cache: 'no-store'} : {})
    : queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params)
}

/** Drafts (an editor's preview): from the Lake with the server-only read token and stega-encoded strings, else `drafts.*` of the bundled file. */
export function readDrafts<const Q extends string>(query: Q, params: QueryParams): Promise<ClientReturn<Q, unknown>> {
  if (lakeClient) {
    if (!readToken) throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts from the Content Lake.')
    return lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, {
      perspective: 'drafts',
      token: readToken,
      stega: {enabled: true, studioUrl},
      resultSourceMap: 'withKeyArraySelector',
      useCdn: false,
      cache: 'no-store',
    })
  }
  return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params, 'drafts')
}

let firstDatasetVersion: string | undefined
/**
 * The source in the data cache's keys: the Lake, or the bundled dataset's version as this process
 * first read it. So a cache kept across builds never serves an older dataset, while a publish (which
 * rewrites the file) refreshes what it changed through its tags, as the Lake's publishes do, and
 * rewrites the same entries. In development every edit of the file shows at once.
 */
export function sourceKey() {
  if (lakeClient) return 'lake'
  if (process.env.NODE_ENV === 'development') return `embedded:${datasetVersion(embeddedDatasetFile)}`
  return `embedded:${(firstDatasetVersion ??= datasetVersion(embeddedDatasetFile))}`
}

/** How long a process keeps an untagged answer from the Content Lake (the bundled dataset's is kept until its file changes). */
const UNTAGGED_LAKE_MS = 1_000

/** The version an untagged answer is kept under: one per UNTAGGED_LAKE_MS from the Lake, the file's current one for the bundled dataset. */
export function freshnessKey() {
  return lakeClient ? `lake:${Math.floor(Date.now() / UNTAGGED_LAKE_MS)}` : `embedded:${datasetVersion(embeddedDatasetFile)}`
}
