/** The Content Lake source: next-sanity's client, published content only, never the CDN (webhooks revalidate). */
import {createClient, type SanityClient} from 'next-sanity'

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
  })
}
