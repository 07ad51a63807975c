/**
 * The bundled dataset's published revisions, for the live status (a publish there is a replaced file):
 * asked by the catch-up (catch-up/handler.ts) every interval, read again only when the file's size or
 * time changed, and by the webhook for a call without `rev`. A document without `_rev` gets a hash of its line.
 */
import {createHash} from 'node:crypto'
import {readFileSync, statSync} from 'node:fs'
import type {AppliedDocument} from './records.ts'

const STATE = Symbol.for('site.bundledRevisions')

type Seen = {stamp: string; documents: AppliedDocument[]}

/** Every published document of `file` with its `_rev` (drafts and versions are not published). */
function revisionsOf(file: string): AppliedDocument[] {
  const documents: AppliedDocument[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const {_id, _rev} = JSON.parse(line) as {_id?: unknown; _rev?: unknown}
    if (typeof _id !== 'string' || /^(drafts|versions)\./.test(_id)) continue
    documents.push({id: _id, rev: typeof _rev === 'string' ? _rev : createHash('sha256').update(line).digest('base64url').slice(0, 22)})
  }
  return documents
}

/** The file's documents when it differs from the last call's (the first call included), else null. */
export function bundledRevisionsIfChanged(file: string, holder: object = globalThis): AppliedDocument[] | null {
  const slot = holder as {[STATE]?: Seen}
  let stamp: string
  try {
    const {size, mtimeMs} = statSync(file)
    stamp = `${size}:${mtimeMs}`
  } catch {
    return null
  }
  if (slot[STATE]?.stamp === stamp) return null
  const documents = revisionsOf(file)
  slot[STATE] = {stamp, documents}
  return documents
}

/** The revision of one document of the file as it is now (null when it has none, or is gone). */
export function bundledRevision(file: string, id: string): string | null {
  try {
    return revisionsOf(file).find((document) => document.id === id)?.rev ?? null
  } catch {
    return null
  }
}
