/**
 * The Content Lake source: next-sanity's client, published content only, never the CDN (webhooks
 * revalidate). A Lake that errs, stalls or hangs fails the re-render quickly (bounded time, one
 * retry), so Next keeps serving the last good page instead of holding requests.
 */
import {createClient, type SanityClient} from 'next-sanity'
import {PHASE_PRODUCTION_BUILD} from 'next/constants.js'

/** How long one query may take before it fails while the site is serving. */
export const LAKE_TIMEOUT_MS = 3_000
/** A build sends every page's queries at once and no visitor waits on it: failing it for a slow answer would be worse. */
const LAKE_BUILD_TIMEOUT_MS = 60_000
/** One retry for a transient 5xx or timeout; more would only keep a re-render waiting. */
export const LAKE_MAX_RETRIES = 1

export interface LakeConfig {
  projectId: string
  dataset: string
  apiVersion: string
  apiHost?: string
  token?: string
}

export function createLakeClient(config: LakeConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: config.apiHost,
    // A custom API host (tests' local stand-in) is used as given, not prefixed with the project id.
    useProjectHostname: !config.apiHost,
    token: config.token,
    useCdn: false,
    perspective: 'published',
    timeout: process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? LAKE_BUILD_TIMEOUT_MS : LAKE_TIMEOUT_MS,
    maxRetries: LAKE_MAX_RETRIES,
  })
}
