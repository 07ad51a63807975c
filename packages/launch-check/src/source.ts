/**
 * Where the documents to check come from, read from the environment the way the site reads it: with a
 * project configured (NEXT_PUBLIC_SANITY_PROJECT_ID, or the Studio's SANITY_STUDIO_PROJECT_ID) the
 * Content Lake's published documents; otherwise the dataset file (CONTENT_DATASET_FILE, or the bundled
 * packages/content/data.ndjson). Node only: the rules themselves live in the browser-safe entry.
 */
import {readFileSync} from 'node:fs'
import {relative} from 'node:path'
import {parseNdjson} from '@site/content'
import {DATA_FILE} from '@site/content/paths'
import type {Document} from './check.ts'

export type DatasetSource =
  {kind: 'file'; file: string} | {kind: 'lake'; projectId: string; dataset: string; apiVersion: string; apiHost?: string; token?: string}

type Env = Record<string, string | undefined>

export function sourceFromEnv(env: Env = process.env): DatasetSource {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID || env.SANITY_STUDIO_PROJECT_ID
  if (!projectId) return {kind: 'file', file: env.CONTENT_DATASET_FILE || DATA_FILE}
  return {
    kind: 'lake',
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET || env.SANITY_STUDIO_DATASET || 'production',
    apiVersion: env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-09-01',
    // Only for tests: a local stand-in for the Content Lake.
    apiHost: env.SANITY_API_HOST || undefined,
    // A private dataset needs a token that may read it (the site's Viewer token, or the CLI's).
    token: env.SANITY_API_READ_TOKEN || env.SANITY_AUTH_TOKEN || undefined,
  }
}

/** "packages/content/data.ndjson" or "the Content Lake (project abc123, dataset production)". */
export function describeSource(source: DatasetSource, cwd = process.cwd()): string {
  if (source.kind === 'file') return relative(cwd, source.file) || source.file
  return `the Content Lake (project ${source.projectId}, dataset ${source.dataset})`
}

/**
 * Every published document, the scheduled releases (`_.releases.*`) and their versions (`versions.**`),
 * read as stored (the raw perspective): what is scheduled is checked before its time (scheduled.ts).
 * Drafts are not: the command counts what visitors see or will see.
 */
export const LAUNCH_QUERY = '*[!(_id in path("drafts.**"))]'

/** Reads the documents to check; throws an error that names the file or the project when it cannot. */
export async function readDocuments(source: DatasetSource, {timeoutMs = 30_000} = {}): Promise<Document[]> {
  if (source.kind === 'file') {
    let text: string
    try {
      text = readFileSync(source.file, 'utf8')
    } catch (error) {
      throw new Error(`Cannot read the dataset file ${source.file}: ${(error as Error).message}`, {cause: error})
    }
    return parseNdjson(text, source.file)
  }
  // Loaded only for the Content Lake: the site's build checks the bundled file without it.
  const {createClient} = await import('@sanity/client')
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    apiHost: source.apiHost,
    // A stand-in host (tests) answers for every project on its own address.
    useProjectHostname: !source.apiHost,
    token: source.token,
    useCdn: false,
    perspective: 'raw',
    timeout: timeoutMs,
    maxRetries: 1,
  })
  try {
    return await client.fetch<Document[]>(LAUNCH_QUERY, {}, {tag: 'launch-check'})
  } catch (error) {
    throw new Error(`Cannot read ${describeSource(source)}: ${(error as Error).message}`, {cause: error})
  }
}
