/**
 * The one data door. Pages call sanityFetch (through a loader in loaders.ts) with a query from
 * queries.ts; the result type comes from TypeGen (the query string maps to its generated result
 * type). The source is the Content Lake when a project is configured, otherwise the bundled dataset.
 *
 * Visitors read published content, cached (unstable_cache) under the given tags so a signed publish webhook can
 * revalidate exactly the pages that use a document. An editor in draft mode reads the drafts
 * perspective, uncached: from the Lake with the server-only read token and stega-encoded strings
 * (so Visual Editing can link each text to its field); from the bundled dataset with `drafts.*`
 * documents standing in for their published versions.
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {unstable_cache} from 'next/cache'
import {withinLimits} from '@site/layout'
import {isPreviewing} from './draftMode'
import {embeddedDatasetFile, embeddedImagePrefix, lakeConfig, readToken, studioUrl} from './env'
import {createLakeClient} from './sources/lake'
import {datasetHash} from './sources/datasetHash'
import {datasetVersion, queryEmbedded} from './sources/embedded'
import {publishedChangesQuery, publishedIndexQuery, publishedRevisionQuery} from './queries'
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
  if (await isPreviewing()) return fetchDrafts(query, params)
  const allTags = [SITE_TAG, ...tags]
  // Both sources are cached by unstable_cache under the tags. For the Lake, not by Next's fetch cache:
  // that one revalidates a stale entry in the background without the request's abort signal, so a
  // hanging Lake would hold the revalidation (and every later one of that page) with no timeout.
  // What is cached and rendered is cut to the content limits (@site/layout), whatever reached the source.
  const load = lakeClient
    ? async () => withinLimits(await lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, {cache: 'no-store'}))
    : async () => withinLimits(await queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params))
  const source = lakeClient ? 'lake' : `embedded:${embeddedKeyVersion()}`
  return unstable_cache(load, [source, query, JSON.stringify(params)], {tags: allTags})()
}

let firstDatasetVersion: string | undefined
/**
 * The bundled dataset's version in the data cache's keys: the file as this process first read it. So
 * a cache kept across builds never serves an older dataset, while a publish (which rewrites the file)
 * refreshes what it changed through its tags, as the Lake's publishes do, and rewrites the same
 * entries: with the file's current version in the key, every publish left a full set of entries
 * behind (310 files after 100 publishes, the server's memory growing with them). In development every
 * edit of the file shows at once.
 */
function embeddedKeyVersion() {
  if (process.env.NODE_ENV === 'development') return datasetVersion(embeddedDatasetFile)
  return (firstDatasetVersion ??= datasetVersion(embeddedDatasetFile))
}

/** How long a process keeps an untagged answer from the Content Lake (the bundled dataset's is kept until its file changes). */
const UNTAGGED_LAKE_MS = 1_000

/**
 * The untagged answers, one store per process: the proxy and the routes load this module in bundles
 * of their own, and both read a type's addresses (proxy.ts refuses unknown slugs from them).
 */
type UntaggedStore = Map<string, {version: string; value: Promise<unknown>}>
const UNTAGGED = Symbol.for('site.untaggedAnswers')
function untaggedStore(): UntaggedStore {
  const holder = globalThis as typeof globalThis & {[UNTAGGED]?: UntaggedStore}
  holder[UNTAGGED] ??= new Map()
  return holder[UNTAGGED]
}

/**
 * A published answer kept in this process only, never in the data cache and never adding its tags to
 * the page that asks: as fresh as the bundled dataset's file, or at most UNTAGGED_LAKE_MS old from the
 * Lake. For small answers a page must not depend on as a whole (a type's addresses: sanity/addresses.ts).
 */
export async function sanityFetchUntagged<const Q extends string>({query, params = {}}: {query: Q; params?: QueryParams}) {
  if (await isPreviewing()) return fetchDrafts(query, params)
  return publishedUntagged({query, params})
}

/** sanityFetchUntagged's published answer, whoever asks: for the proxy, which settles draft mode itself. */
export function publishedUntagged<const Q extends string>({query, params = {}}: {query: Q; params?: QueryParams}) {
  const untagged = untaggedStore()
  const version = lakeClient ? `lake:${Math.floor(Date.now() / UNTAGGED_LAKE_MS)}` : `embedded:${datasetVersion(embeddedDatasetFile)}`
  const key = JSON.stringify([query, params])
  const kept = untagged.get(key)
  if (kept?.version === version) return kept.value as Promise<ClientReturn<Q, unknown>>
  // No fetch cache option for the Lake: a `no-store` fetch in a page being rendered for the cache
  // stops that render (DYNAMIC_SERVER_USAGE, a 500), and nothing here is stored in the data cache.
  const asked = lakeClient
    ? lakeClient.fetch<ClientReturn<Q, unknown>>(query, params)
    : queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params)
  // A Lake that fails keeps the last answer this process had; with none, the error goes to the caller.
  const value = kept ? asked.catch(() => kept.value as Promise<ClientReturn<Q, unknown>>) : asked
  untagged.set(key, {version, value})
  value.catch(() => {
    if (untagged.get(key)?.value === value) untagged.delete(key)
  })
  return value
}

/**
 * After a publish this process has been told of: every untagged answer is asked again on its next use
 * (a source that fails then still falls back to it), so a slug published a moment ago is a page here at
 * once rather than after UNTAGGED_LAKE_MS. Other instances learn it within that time.
 */
export function staleUntaggedAnswers() {
  for (const answer of untaggedStore().values()) answer.version = ''
}

/** Draft mode only: never cached, so no visitor can be served what an editor previewed; cut to the content limits as published answers are. */
async function fetchDrafts<const Q extends string>(query: Q, params: QueryParams): Promise<ClientReturn<Q, unknown>> {
  return withinLimits(await draftAnswer(query, params))
}

function draftAnswer<const Q extends string>(query: Q, params: QueryParams): Promise<ClientReturn<Q, unknown>> {
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

/** The revision of a published document the Content Lake serves now, uncached (the publish webhook waits for it); null without a Lake. */
export const readPublishedRevision = lakeClient ? (id: string) => lakeClient.fetch(publishedRevisionQuery, {id}, {cache: 'no-store'}) : null

/**
 * The catch-up's questions to the Content Lake (src/catch-up/), uncached: what was published since a
 * moment, and every published revision. Null with the bundled dataset, which no editor publishes to.
 */
export const lakeCatchUpSource = lakeClient
  ? {
      changes: (since: string, max: number) => lakeClient.fetch(publishedChangesQuery, {since, max}, {cache: 'no-store'}),
      index: () => lakeClient.fetch(publishedIndexQuery, {}, {cache: 'no-store'}),
    }
  : null

/**
 * Whether the bundled dataset differs from the one this build rendered its pages from (its hash,
 * fixed at build time by next.config): a file replaced without a rebuild makes every page stale once.
 */
export function bundledDatasetChangedSinceBuild() {
  const built = process.env.SITE_BUILT_DATASET_HASH
  return !lakeClient && Boolean(built) && datasetHash(embeddedDatasetFile) !== built
}
