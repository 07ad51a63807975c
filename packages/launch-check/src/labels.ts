/**
 * Names a document and a field the way the Studio shows them: "Pilot: Givify › Implementers › 2 › Name".
 * Titles come from the Studio's compiled schema (the Studio's own, or the titles `pnpm typegen` writes
 * from it for `pnpm content:check`), so the checklist speaks the words editors see on the form. Without
 * a schema, field names are spelled out ("keyFeatures" → "Key features").
 *
 * An array item is named by its heading or title (a pilot page's section: "Implementers"), which then
 * stands for the list it is in; otherwise by its label or name unless that is the field in question;
 * otherwise by its position, counted from 1.
 */
import type {Document, LaunchItem} from './check.ts'
import type {Path} from './paths.ts'

/** The part of a compiled Sanity schema type the labels read (Sanity's `SchemaType` fits it). */
export interface SchemaTypeLike {
  name: string
  title?: string
  jsonType?: string
  fields?: readonly {name: string; type: SchemaTypeLike}[]
  of?: readonly SchemaTypeLike[]
  preview?: {select?: Record<string, string>}
}

export interface SchemaLike {
  get(name: string): SchemaTypeLike | undefined
}

/**
 * The Studio's titles of each document type, as `pnpm typegen` writes them to
 * packages/types/field-titles.json, for tools that run without loading the Studio.
 */
export type FieldTitles = Record<string, SchemaTypeLike>

/** Reads written titles as a schema. */
export function schemaFromFieldTitles(titles: FieldTitles): SchemaLike {
  return {get: (name) => (Object.hasOwn(titles, name) ? titles[name] : undefined)}
}

export const SEPARATOR = ' › '

/** "keyFeatures" → "Key features", "seoDescription" → "Seo description". */
export function spellOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** Reads `a.b` from a document, following one reference (`finalist.title`) through `byId`. */
function select(document: Record<string, unknown>, path: string, byId?: ReadonlyMap<string, Document>): unknown {
  let value: unknown = document
  for (const part of path.split('.')) {
    if (value && typeof value === 'object' && typeof (value as {_ref?: unknown})._ref === 'string') {
      value = byId?.get((value as {_ref: string})._ref)
    }
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }
  return value
}

/** "Pilot: Givify"; a single page ("Home page") by its type's title alone. */
export function describeDocument(document: Document, schema?: SchemaLike, byId?: ReadonlyMap<string, Document>): string {
  const type = schema?.get(document._type)
  const typeTitle = type?.title ?? spellOut(document._type)
  const titlePath = type?.preview?.select?.title
  const title =
    (titlePath ? text(select(document, titlePath, byId)) : null) ??
    text(document.title) ??
    text(document.name) ??
    text(document.heading) ??
    text(document.label)
  // A single page's id is its type: its title is the page's own heading, the type says more.
  if (!title || document._id === document._type || title === typeTitle) return typeTitle
  return `${typeTitle}: ${title}`
}

function memberFor(arrayType: SchemaTypeLike | undefined, item: unknown): SchemaTypeLike | undefined {
  const members = arrayType?.of ?? []
  const itemType = item && typeof item === 'object' ? (item as {_type?: unknown})._type : undefined
  return members.find((member) => member.name === itemType) ?? (members.length === 1 ? members[0] : undefined)
}

function findItem(array: unknown[], segment: Path[number]) {
  if (typeof segment === 'number') return {item: array[segment], index: segment}
  if (typeof segment === 'object') {
    const index = array.findIndex((entry) => (entry as {_key?: unknown} | null)?._key === segment._key)
    return {item: array[index], index}
  }
  return {item: undefined, index: -1}
}

/** The field's place as the form shows it: ["Implementers", "2", "Name"]. */
export function describePath(document: Document, path: Path, schema?: SchemaLike): string[] {
  const labels: {text: string; list: boolean}[] = []
  let type = schema?.get(document._type)
  let value: unknown = document
  path.forEach((segment, position) => {
    if (typeof segment === 'string') {
      const field = type?.fields?.find((candidate) => candidate.name === segment)
      labels.push({text: field?.type.title ?? spellOut(segment), list: Array.isArray((value as Record<string, unknown>)?.[segment])})
      type = field?.type
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined
      return
    }
    const {item, index} = Array.isArray(value) ? findItem(value, segment) : {item: undefined, index: -1}
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {}
    const next = path[position + 1]
    const heading = text(record.heading) ?? text(record.title)
    const named = [text(record.label), text(record.name)].find((name, which) => name && next !== (which === 0 ? 'label' : 'name'))
    if (heading && labels.at(-1)?.list) labels.pop()
    labels.push({text: heading ?? named ?? String(index + 1), list: false})
    type = memberFor(type, item)
    value = item
  })
  // "Implementers › Implementers › 2": a section named after the list it holds says it once.
  return labels
    .map(({text: label}) => label)
    .filter((label, index, all) => index === 0 || label.toLowerCase() !== all[index - 1]!.toLowerCase())
}

/** The item's document and field in one line: "Pilot: Givify › Implementers › 2 › Name". */
export function describeItem(item: LaunchItem, byId: ReadonlyMap<string, Document>, schema?: SchemaLike): string {
  const document = byId.get(item.documentId) ?? {_id: item.documentId, _type: item.documentType}
  return [describeDocument(document, schema, byId), ...describePath(document, item.path, schema)].join(SEPARATOR)
}
