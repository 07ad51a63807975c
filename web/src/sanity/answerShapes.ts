/**
 * Every query's answer checked against the type TypeGen works out for it (packages/types/query-types.json,
 * written by `pnpm typegen` from each query and the extracted schema, the pass behind sanity.types.ts).
 * The Lake takes any JSON (an import, the API): a component given an object where it draws text, or
 * text where it maps a list, throws and takes the whole page down. So, value by value:
 * - a field of another type than its query gives it is left out: null, or no items where the query
 *   coalesces a list;
 * - a list keeps the items of its type; an item of a list whose type gives it a `_key` and `_type` is
 *   left out without them as text (a page-builder section among them), and so is an item whose
 *   always-present text or object (not null in its type) is of another type;
 * - of a union (the section kinds, the kinds of card) the member an object's `_type` names is the
 *   one checked; a kind the query has no member for is left out;
 * - null passes, and a field the query always gives that is not there is given as null (or no items),
 *   so a component can count on what its type says is there; the page hides what has nothing.
 * Called by checkedAnswer.ts, after the content limits.
 */
import type {ObjectTypeNode, SchemaType, TypeNode} from 'groq-js'
import queryTypes from '@site/types/query-types.json' with {type: 'json'}
import schema from '@site/types/schema.json' with {type: 'json'}
import * as queries from './queries'

/** Each query's type, by the query's text (what the data door is given). */
const TYPE_OF_QUERY: ReadonlyMap<string, {name: string; type: TypeNode}> = new Map(
  Object.entries(queries).flatMap(([name, query]) => {
    const type = (queryTypes as Record<string, TypeNode>)[name]
    return typeof query === 'string' && type ? [[query, {name, type}]] : []
  }),
)

/** The schema's named types, as the `inline` nodes of a query's type refer to them. */
const DECLARED: ReadonlyMap<string, TypeNode> = new Map(
  (schema as SchemaType).map((declared) => [
    declared.name,
    declared.type === 'document' ? {type: 'object', attributes: declared.attributes} : declared.value,
  ]),
)

/** At most this many things left out are named per answer: a page of a thousand bad items is one short line. */
const MAX_NOTES = 20

const MISFIT = Symbol('misfit')

interface Check {
  notes: string[]
}

/** The query's name and its answer as it can be drawn, with what was left out; null for a query of no known type. */
export function fittedAnswer<T>(query: string, answer: T): {name: string; answer: T; leftOut: string[]} | null {
  const typed = TYPE_OF_QUERY.get(query)
  if (!typed) return null
  const check: Check = {notes: []}
  const fitted = fit(answer, typed.type, [], false, false, check)
  return {name: typed.name, answer: (fitted === MISFIT ? null : fitted) as T, leftOut: check.notes}
}

/** `value` as `node` allows it, or MISFIT; `item` when it is an item of a list, `inItem` when it is inside one. */
function fit(value: unknown, node: TypeNode, at: string[], item: boolean, inItem: boolean, check: Check): unknown {
  if (value === null || value === undefined) return value
  switch (node.type) {
    case 'unknown':
      return value
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === node.type ? value : MISFIT
    case 'null':
      return MISFIT
    case 'inline': {
      const declared = DECLARED.get(node.name)
      return declared ? fit(value, declared, at, item, inItem, check) : value
    }
    case 'array':
      return Array.isArray(value) ? items(value, node.of, at, check) : MISFIT
    case 'object':
      return isRecord(value) ? fields(value, node, at, item, inItem, check) : MISFIT
    case 'union': {
      const member = memberFor(value, node.of)
      return member ? fit(value, member, at, item, inItem, check) : MISFIT
    }
  }
}

function items(list: unknown[], of: TypeNode, at: string[], check: Check): unknown[] {
  let kept: unknown[] | null = null
  list.forEach((each, index) => {
    const where = [...at, describe(each, index)]
    const fitted = fit(each, of, where, true, false, check)
    if (fitted === MISFIT) {
      note(check, where)
      kept ??= list.slice(0, index)
    } else if (kept || fitted !== each) (kept ??= list.slice(0, index)).push(fitted)
  })
  return kept ?? list
}

function fields(value: Record<string, unknown>, node: ObjectTypeNode, at: string[], item: boolean, inItem: boolean, check: Check) {
  // An item of a list is drawn under its key and by its kind: without them as text it cannot be.
  if (item && (['_key', '_type'] as const).some((name) => isText(node.attributes[name]?.value) && typeof value[name] !== 'string'))
    return MISFIT
  let out: Record<string, unknown> | null = null
  for (const [name, attribute] of Object.entries(node.attributes)) {
    // What the query always gives (null at least) is there, so a component can count on it.
    if (!Object.hasOwn(value, name)) {
      if (!attribute.optional) (out ??= {...value})[name] = emptyOf(attribute.value)
      continue
    }
    const fitted = fit(value[name], attribute.value, [...at, name], false, inItem || item, check)
    if (fitted !== MISFIT) {
      if (fitted !== value[name]) (out ??= {...value})[name] = fitted
      continue
    }
    // Inside an item of a list, what its type says is always there (text, an object) leaves with the
    // whole item; a list has its safe empty value.
    const empty = emptyOf(attribute.value)
    if ((inItem || item) && empty === null && !nullable(attribute.value)) return MISFIT
    note(check, [...at, name])
    ;(out ??= {...value})[name] = empty
  }
  return out ?? value
}

/**
 * The member of a union `value` is checked against: one of its own kind (text, number, list or object);
 * among several objects, the one whose fixed fields (a `_type` literal) `value` matches most, so a
 * section is checked as its kind and a kind not projected as the query's fallback member.
 */
function memberFor(value: unknown, members: TypeNode[]): TypeNode | undefined {
  const ofItsKind = members.flatMap(flattened).filter((member) => member.type === 'unknown' || member.type === kindOf(value))
  if (ofItsKind.length < 2) return ofItsKind[0]
  // Lists (a `coalesce(list, [])` is a list of its items or an empty one): an item of any of them fits.
  if (Array.isArray(value))
    return {type: 'array', of: {type: 'union', of: ofItsKind.map((member) => (member.type === 'array' ? member.of : member))}}
  if (!isRecord(value)) return ofItsKind[0]
  let best: TypeNode | undefined
  let bestMatches = -1
  for (const member of ofItsKind) {
    const literals = member.type === 'object' ? Object.entries(member.attributes).filter(([, {value}]) => isLiteral(value)) : []
    if (!literals.every(([name, {value: literal}]) => value[name] === (literal as {value: unknown}).value)) continue
    if (literals.length > bestMatches) [best, bestMatches] = [member, literals.length]
  }
  return best
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value)
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isLiteral = (node: TypeNode) =>
  (node.type === 'string' || node.type === 'number' || node.type === 'boolean') && node.value !== undefined
const isText = (node: TypeNode | undefined) => node?.type === 'string'

/** A union's members, its unions' members among them, and a named type as what it names. */
function flattened(node: TypeNode): TypeNode[] {
  if (node.type === 'union') return node.of.flatMap(flattened)
  if (node.type === 'inline') {
    const declared = DECLARED.get(node.name)
    return declared ? flattened(declared) : [{type: 'unknown'}]
  }
  return [node]
}

/** Whether a value of this type can be null. */
const nullable = (node: TypeNode) => flattened(node).some((member) => member.type === 'null' || member.type === 'unknown')

/** What a field holds when its value is of another type: no items where its query coalesces a list, nothing otherwise. */
function emptyOf(node: TypeNode): null | [] {
  return flattened(node).every((member) => member.type === 'array') ? [] : null
}

/** An item of a list, for the log line: its kind and key as far as they are text, else its place. */
function describe(item: unknown, index: number): string {
  const {_key, _type} = isRecord(item) ? item : {}
  return typeof _type === 'string' ? `${_type} "${typeof _key === 'string' ? _key : 'no key'}"` : `item ${index + 1}`
}

function note(check: Check, where: string[]) {
  if (check.notes.length < MAX_NOTES) check.notes.push(where.join(' › '))
}
