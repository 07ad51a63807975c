/**
 * Checks documents against the extracted schema (packages/types/schema.json, written by
 * `sanity schema extract --enforce-required-fields`): required fields present, enumerations
 * respected, no unknown fields, array items of an allowed type, nested objects likewise.
 * Rule-level validation (counts, URL shapes, custom rules) is Sanity's own, run by the dataset test.
 */
type Node =
  | {type: 'object'; attributes: Record<string, {value: Node; optional?: boolean}>; rest?: Node}
  | {type: 'array'; of: Node}
  | {type: 'union'; of: Node[]}
  | {type: 'inline'; name: string}
  | {type: 'string' | 'number' | 'boolean'; value?: unknown}
  | {type: 'unknown' | 'null'}

export interface SchemaEntry {
  name: string
  type: 'document' | 'type'
  attributes?: Record<string, {value: Node; optional?: boolean}>
  value?: Node
}

export function schemaIndex(schema: SchemaEntry[]) {
  const byName = new Map(schema.map((entry) => [entry.name, entry]))
  // Asset documents are created by uploads (or import), never written in the dataset by hand.
  const documentTypes = new Set(
    schema.filter((entry) => entry.type === 'document' && !entry.name.startsWith('sanity.')).map((entry) => entry.name),
  )
  return {byName, documentTypes}
}

type Index = ReturnType<typeof schemaIndex>

function resolve(node: Node, index: Index): Node {
  if (node.type !== 'inline') return node
  const entry = index.byName.get(node.name)
  if (!entry) return {type: 'unknown'}
  if (entry.type === 'document') return {type: 'object', attributes: entry.attributes ?? {}}
  return resolve(entry.value ?? {type: 'unknown'}, index)
}

const SYSTEM = new Set(['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt', '_sanityAsset', '_weak', '_strengthenOnPublish'])

function describe(value: unknown) {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
}

function matches(value: unknown, node: Node, index: Index): boolean {
  return check(value, node, index, '').length === 0
}

function check(value: unknown, raw: Node, index: Index, path: string): string[] {
  const node = resolve(raw, index)
  switch (node.type) {
    case 'unknown':
      return []
    case 'null':
      return value === null ? [] : [`${path}: expected null`]
    case 'string':
    case 'number':
    case 'boolean':
      if (typeof value !== node.type) return [`${path}: expected ${node.type}, got ${describe(value)}`]
      if (node.value !== undefined && value !== node.value) return [`${path}: expected "${String(node.value)}", got "${String(value)}"`]
      return []
    case 'union': {
      if (node.of.some((option) => matches(value, option, index))) return []
      const literals = node.of.map((option) => resolve(option, index)).filter((option) => 'value' in option && option.value !== undefined)
      if (literals.length === node.of.length)
        return [`${path}: "${String(value)}" is not one of ${literals.map((l) => ('value' in l ? String(l.value) : '')).join(', ')}`]
      // An array member union: report against the member whose _type matches, if any.
      const typed = node.of.find((option) => {
        const resolved = resolve(option, index)
        const typeAttr = resolved.type === 'object' ? resolved.attributes._type?.value : undefined
        return typeAttr && 'value' in typeAttr && typeAttr.value === (value as {_type?: string})?._type
      })
      return typed
        ? check(value, typed, index, path)
        : [`${path}: matches no allowed type (_type ${String((value as {_type?: string})?._type)})`]
    }
    case 'array':
      if (!Array.isArray(value)) return [`${path}: expected an array, got ${describe(value)}`]
      return value.flatMap((item, i) => check(item, node.of, index, `${path}[${i}]`))
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${describe(value)}`]
      // Array members carry their own _key and the rest of a named type (an object, a reference…).
      if (node.rest) {
        const rest = resolve(node.rest, index)
        if (rest.type !== 'object') return []
        return check(value, {type: 'object', attributes: {...rest.attributes, ...node.attributes}}, index, path)
      }
      const record = value as Record<string, unknown>
      const problems: string[] = []
      for (const [name, attribute] of Object.entries(node.attributes)) {
        const present = record[name] !== undefined && record[name] !== null && record[name] !== ''
        if (!present) {
          // An image stored in export format carries _sanityAsset instead of asset.
          if (name === 'asset' && record._sanityAsset) continue
          if (attribute.optional === false) problems.push(`${path}.${name}: required`)
          continue
        }
        if (name === '_type' && record._type === undefined) continue
        problems.push(...check(record[name], attribute.value, index, `${path}.${name}`))
      }
      for (const name of Object.keys(record)) {
        if (!SYSTEM.has(name) && !(name in node.attributes)) {
          problems.push(`${path}.${name}: not a field of this type`)
        }
      }
      return problems
    }
    default:
      return []
  }
}

/** Problems with one document, each as "path: what is wrong"; empty when it fits the schema. */
export function checkDocument(document: {_id: string; _type: string; [field: string]: unknown}, index: Index): string[] {
  const entry = index.byName.get(document._type)
  if (!entry || entry.type !== 'document') return [`${document._id}: unknown document type "${document._type}"`]
  return check(document, {type: 'object', attributes: entry.attributes ?? {}}, index, document._id)
}
