/** The bundled launch dataset, read as the rules receive it, and copies a test may change. */
import {readFileSync} from 'node:fs'
import {parseNdjson} from '@site/content'
import {DATA_FILE} from '@site/content/paths'
import type {Document} from '../src/index.ts'

export const launchDocuments: readonly Document[] = parseNdjson(readFileSync(DATA_FILE, 'utf8'))

/** A copy of the launch document with this id. */
export function launchDocument(id: string): Document {
  const doc = launchDocuments.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`no document ${id} in the launch dataset`)
  return structuredClone(doc)
}

/** The launch dataset with some documents replaced (same id) or added, and some removed. */
export function datasetWith(changed: Document[], removedIds: string[] = []): Document[] {
  const byId = new Map(changed.map((doc) => [doc._id, doc]))
  const kept = launchDocuments.filter((doc) => !removedIds.includes(doc._id)).map((doc) => byId.get(doc._id) ?? doc)
  return [...kept, ...changed.filter((doc) => !launchDocuments.some((launch) => launch._id === doc._id))]
}
