/**
 * The only module that reads content from a source: the Lake when NEXT_PUBLIC_SANITY_PROJECT_ID is set
 * (never its CDN), else the bundled dataset through groq-js. Read by fetch.ts, remembered.ts and
 * publishedNow.ts; each Lake read tells lakeHealth.ts, and pages fall back to last good answers (lastGood.ts).
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {PHASE_PRODUCTION_BUILD} from 'next/constants.js'
import {logSafe} from '../security/logSafe'
import {embeddedDatasetFile, embeddedImagePrefix, lakeConfig, readToken, studioUrl} from './env'
import {lakeAnswered, lakeFailed, lakeUnreachableSince, nothingToRead} from './lakeHealth'
import {keepLastGood, lastGoodAnswer, lastGoodKey} from './lastGood'
import type {PreviewPerspective} from './previewPerspective'
import {publishedVersion} from './publishedVersion'
import {createLakeClient} from './sources/lake'
import {datasetVersion, queryEmbedded} from './sources/embedded'

/** The Lake's client, or null with the bundled dataset. */
export const lakeClient = lakeConfig ? createLakeClient(lakeConfig) : null

/**
 * Published content. `noStore` (the default) keeps the Lake's answer out of Next's fetch cache too;
 * the remembered answers, read during a render that is being cached, ask without it (a `no-store` fetch
 * there stops the render).
 */
export async function readPublished<const Q extends string>(query: Q, params: QueryParams, {noStore = true} = {}) {
  if (!lakeClient) return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params)
  try {
    const answer = await lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, noStore ? {cache: 'no-store'} : {})
    lakeAnswered()
    return answer
  } catch (error) {
    if (!isQueryError(error)) lakeFailed(logSafe(error instanceof Error ? error.message : String(error), 200))
    throw error
  }
}

/** Statuses that say the query itself is wrong, not that the Lake is down: no last good answer may hide them. */
const QUERY_ERROR_STATUSES = new Set([400, 413, 414])
const isQueryError = (error: unknown) => QUERY_ERROR_STATUSES.has(Number((error as {statusCode?: unknown} | null)?.statusCode))

/** Thrown while the Lake cannot be read and no last good answer of the query was ever kept here. */
export class NoLastGoodAnswer extends Error {}

/** The error for a read with nothing to read from, noted for the server's answer (catch-up/outageAnswer.ts). */
function nothingToReadFrom(cause?: unknown) {
  nothingToRead()
  return new NoLastGoodAnswer('The Content Lake cannot be read', cause === undefined ? undefined : {cause})
}

/**
 * Published content for pages: readPublished, whose answer is kept as the last good one (lastGood.ts),
 * and which gives that last good answer instead while the Lake cannot be read: after a failed read,
 * or at once while the Lake is known to be down (lakeHealth.ts), without asking it. `fromLastGood`
 * says which it is. Throws when the Lake cannot be read and this query never had an answer, or when
 * the query itself is wrong.
 */
export async function readPublishedOrLastGood<const Q extends string>(
  query: Q,
  params: QueryParams,
  options: {noStore?: boolean} = {},
): Promise<{answer: ClientReturn<Q, unknown>; fromLastGood: boolean}> {
  if (!lakeClient) return {answer: await readPublished(query, params, options), fromLastGood: false}
  const key = lastGoodKey(query, params)
  const kept = () => lastGoodAnswer(key) as Promise<ClientReturn<Q, unknown> | undefined>
  // A build asks the Lake for every query: no catch-up runs there to find it answering again.
  if (lakeUnreachableSince() !== null && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    const answer = await kept()
    if (answer === undefined) throw nothingToReadFrom()
    return {answer, fromLastGood: true}
  }
  try {
    const answer = await readPublished(query, params, options)
    keepLastGood(key, answer)
    return {answer, fromLastGood: false}
  } catch (error) {
    const answer = isQueryError(error) ? undefined : await kept()
    if (answer === undefined) throw isQueryError(error) ? error : nothingToReadFrom(error)
    return {answer, fromLastGood: true}
  }
}

/**
 * An editor's preview, in the perspective chosen in Presentation (previewPerspective.ts): from the Lake
 * with the server-only read token and stega-encoded strings, else the bundled file's `drafts.*` and
 * `versions.<release>.*` documents laid over the published ones as the Lake lays them (@site/content).
 */
export function readPreview<const Q extends string>(
  query: Q,
  params: QueryParams,
  perspective: PreviewPerspective,
): Promise<ClientReturn<Q, unknown>> {
  if (lakeClient) {
    if (!readToken) throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts from the Content Lake.')
    return lakeClient.fetch<ClientReturn<Q, unknown>>(query, params, {
      perspective,
      token: readToken,
      stega: {enabled: true, studioUrl},
      resultSourceMap: 'withKeyArraySelector',
      useCdn: false,
      cache: 'no-store',
    })
  }
  return queryEmbedded<ClientReturn<Q, unknown>>(embeddedDatasetFile, embeddedImagePrefix, query, params, perspective)
}

let firstDatasetVersion: string | undefined
/**
 * The source in the data cache's keys: the Lake, or the bundled dataset's version as this process first read
 * it, so a cache kept across builds never serves an older dataset while a publish rewrites the same entries.
 */
export function sourceKey() {
  if (lakeClient) return 'lake'
  if (process.env.NODE_ENV === 'development') return `embedded:${datasetVersion(embeddedDatasetFile)}`
  return `embedded:${(firstDatasetVersion ??= datasetVersion(embeddedDatasetFile))}`
}

/** The version a remembered answer is kept under: publishedVersion.ts's, or the bundled file's current one. */
export function freshnessKey() {
  return lakeClient ? `lake:${publishedVersion()}` : `embedded:${datasetVersion(embeddedDatasetFile)}`
}
