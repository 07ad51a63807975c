/**
 * The bundled dataset's published revisions, for the live status: with no Content Lake, a publish is
 * a replaced file. The catch-up (catch-up/handler.ts) asks every interval; the file is read again only
 * when its size or modification time changed, so an unchanged file costs one stat. A webhook call that
 * does not carry the revision (a projection configured before it did) looks its document up here too.
 * The launch file's documents carry no `_rev` (an export of a dataset that had none): a hash of the
 * document's line stands in for it, so a changed document has a new revision, as on the Lake.
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
