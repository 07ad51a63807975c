/**
 * Visits every value of a document with its field path. Inside rich text the place reported is the
 * paragraph (block) a value sits in: that is what the Studio can open and mark, and what an editor
 * recognises, whether the value is a span's words or a link annotation's address.
 */
import type {Path} from './paths.ts'

export interface Visit {
  value: unknown
  /** The value's own path. */
  path: Path
  /** Where to report it: its own path, or the rich-text block that holds it. */
  at: Path
  /** The field name or array position it was found under. */
  name: string | number | null
}

const isBlock = (value: Record<string, unknown>) => value._type === 'block' && Array.isArray(value.children)

function visit(value: unknown, path: Path, at: Path | null, name: string | number | null, each: (visit: Visit) => void) {
  each({value, path, at: at ?? path, name})
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key =
        item && typeof item === 'object' && typeof (item as {_key?: unknown})._key === 'string' ? (item as {_key: string})._key : null
      visit(item, [...path, key === null ? index : {_key: key}], at, index, each)
    })
    return
  }
  if (!value || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  const blockAt = at ?? (isBlock(record) ? path : null)
  for (const [field, child] of Object.entries(record)) {
    // System fields (_id, _type, _key, _ref…) are not content an editor writes.
    if (field.startsWith('_')) continue
    visit(child, [...path, field], blockAt, field, each)
  }
}

/** Calls `each` for the document's every value (system fields left out), parents before children. */
export function walkDocument(document: Record<string, unknown>, each: (visit: Visit) => void) {
  for (const [field, value] of Object.entries(document)) {
    if (field.startsWith('_')) continue
    visit(value, [field], null, field, each)
  }
}
