/**
 * Validates one document with Sanity's own validator and this Studio's schema, as the Studio does,
 * with a client that answers queries from a list of documents (the launch dataset by default) with
 * groq-js, seeing drafts as the Studio's client does. Returns each marker's level, field path and message.
 */
import {readFileSync} from 'node:fs'
import {createSchema, validateDocument} from 'sanity'
import {evaluate, parse} from 'groq-js'
import {parseNdjson, type SanityDocumentLike} from '@site/content'
import {schemaTypes} from '../../schemaTypes'

const schema = createSchema({name: 'test', types: schemaTypes})

export const launchDocuments: SanityDocumentLike[] = parseNdjson(
  readFileSync(new URL('../../../packages/content/data.ndjson', import.meta.url), 'utf8'),
)

/** The launch document with this id, copied so a test may change it. */
export function launchDocument(id: string): SanityDocumentLike {
  const doc = launchDocuments.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`no document ${id} in the launch dataset`)
  return structuredClone(doc)
}

function clientOver(documents: SanityDocumentLike[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, {params}), {dataset: documents, params})).get(),
    withConfig: () => client,
  }
  return client
}

// Built-in rules ask a translator for their messages; the key is message enough for a test.
const i18n = {t: (key: string) => key, loadNamespaces: async () => undefined, language: 'en-US'}

export interface Marker {
  level: 'error' | 'warning' | 'info'
  path: string
  message: string
}

export async function validate(document: SanityDocumentLike, dataset: SanityDocumentLike[] = launchDocuments): Promise<Marker[]> {
  const getClient = () => clientOver(dataset)
  const markers = await validateDocument({
    document,
    workspace: {schema, i18n, getClient},
    getClient,
    getDocumentExists: async ({id}: {id: string}) => dataset.some((doc) => doc._id === id),
  } as unknown as Parameters<typeof validateDocument>[0])
  return markers.map((marker) => ({
    level: marker.level,
    path: marker.path
      .map((segment) => (typeof segment === 'object' && segment && '_key' in segment ? `[${segment._key}]` : String(segment)))
      .join('.'),
    message: String(marker.message),
  }))
}
