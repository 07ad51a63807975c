/**
 * Where /api/draft-mode/enable checks the Presentation tool's preview secret (`sanity.previewUrlSecret`
 * documents): a client for next-sanity's validatePreviewUrl, the real one with the read token for the Lake,
 * an adapter over the embedded engine for the bundled dataset. No read token: no client, preview not set up.
 */
import type {QueryParams, SanityClient} from '@sanity/client'
import {SECRET_TTL, schemaIdSingleton, schemaType, schemaTypeSingleton} from '@sanity/preview-url-secret/constants'
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

export function previewSecretClient(): SanityClient | null {
  if (lakeConfig) return readToken ? createLakeClient(lakeConfig).withConfig({token: readToken}) : null
  // Only the three methods above are called (see @sanity/preview-url-secret's validatePreviewUrl).
  return embeddedSecretClient() as unknown as SanityClient
}

/**
 * A client that asks each query once: the route checks the secret itself (to count and limit
 * lookups), then next-sanity's handler checks it again, and gets the same answer without a second query.
 */
export function askingOnce(client: SanityClient): SanityClient {
  const answers = new Map<string, Promise<unknown>>()
  const wrap = (inner: SanityClient) => ({
    config: () => inner.config(),
    withConfig: (config: Parameters<SanityClient['withConfig']>[0]) => wrap(inner.withConfig(config)),
    fetch: (query: string, params?: QueryParams, options?: object) => {
      const key = JSON.stringify([query, params])
      if (!answers.has(key)) answers.set(key, inner.fetch(query, params ?? {}, options ?? {}))
      return answers.get(key)!
    },
  })
  // Only the three methods above are called (see @sanity/preview-url-secret's validatePreviewUrl).
  return wrap(client) as unknown as SanityClient
}

/**
 * Every preview secret that would check out now: the Presentation tool's (younger than SECRET_TTL) and
 * the shared-access one, in one query, for security/previewSecretLookups.ts's check past its budget.
 */
const EXISTING_SECRETS_QUERY = `[
  ...*[_type == "${schemaType}" && dateTime(_updatedAt) > dateTime(now()) - ${SECRET_TTL}].secret,
  ...*[_id == "${schemaIdSingleton}" && _type == "${schemaTypeSingleton}"].secret
]`

export async function existingSecrets(client: SanityClient): Promise<string[]> {
  const secrets = await client.fetch<unknown[]>(EXISTING_SECRETS_QUERY, {}, {cache: 'no-store'})
  return (Array.isArray(secrets) ? secrets : []).filter((secret): secret is string => typeof secret === 'string')
}
