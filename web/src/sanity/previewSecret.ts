/**
 * Where /api/draft-mode/enable checks the Presentation tool's preview secret: the
 * `sanity.previewUrlSecret` documents the Studio writes into the dataset the site reads. next-sanity's
 * check (validatePreviewUrl) runs one query through a client; for the Lake that is the real client
 * with the server-only read token, for the bundled dataset an adapter that answers the same query with
 * the embedded engine over every stored document. One code path, two sources.
 */
import type {QueryParams, SanityClient} from '@sanity/client'
import {embeddedDatasetFile, embeddedImagePrefix, lakeConfig, readToken} from './env'
import {createLakeClient} from './sources/lake'
import {queryEmbedded} from './sources/embedded'

/** The part of a client that validatePreviewUrl uses: config().token, withConfig(), fetch(). */
function embeddedSecretClient() {
  const client = {
    // validatePreviewUrl refuses a client without a token; the bundled dataset needs none.
    config: () => ({token: 'embedded-dataset'}),
    withConfig: () => client,
    fetch: (query: string, params: QueryParams = {}) => queryEmbedded(embeddedDatasetFile, embeddedImagePrefix, query, params, 'raw'),
  }
  return client
}

export function previewSecretClient(): SanityClient {
  if (lakeConfig) return createLakeClient(lakeConfig).withConfig({token: readToken})
  // Only the three methods above are called (see @sanity/preview-url-secret's validatePreviewUrl).
  return embeddedSecretClient() as unknown as SanityClient
}
