/**
 * What an import or the API can write where the Studio would refuse it, and where to put it: every field
 * of an answer, at any depth (one item of each kind standing for a list's others), replaced by an
 * object, an array, a number or a megabyte of text; a rich-text list item 2,000 levels deep. Used by the
 * data door's tests (test/sanity/checkedAnswer.test.tsx, test/sanity/fixedPages.test.tsx).
 */

/** Drawn only if a malformed value reached the page. */
export const MARK = 'MALFORMED'

export const MALFORMED: Record<string, unknown> = {
  object: {marker: MARK, _type: 'span', text: {marker: MARK}},
  array: [MARK, {marker: MARK}, [MARK]],
  number: 987_654_321,
  'huge string': `${MARK} `.repeat(150_000),
}

export const deepListItem = (key: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  listItem: 'bullet',
  level: 2_000,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-s`, text: 'Deep', marks: []}],
})

export type Path = (string | number)[]

/**
 * Every field of a value, at any depth. Of a list, the first item of each kind (`_type`) stands for the
 * others, so a list of sections covers each kind it holds.
 */
export function fieldPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    const firstOfKind = new Map<unknown, number>()
    value.forEach((item, index) => {
      const kind = (item as {_type?: unknown} | null)?._type
      if (!firstOfKind.has(kind)) firstOfKind.set(kind, index)
    })
    return [...firstOfKind.values()].flatMap((index) => fieldPaths(value[index], [...path, index]))
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([field, child]) => [[...path, field], ...fieldPaths(child, [...path, field])])
}

/** The rich-text blocks of a value: where a deep list item can be put. */
export const blockPaths = (value: unknown, path: Path = []): Path[] =>
  fieldPaths(value, path).filter((at) => typeof at.at(-1) === 'number' && valueAt(value, at.slice(path.length))?._type === 'block')

export function valueAt(value: unknown, path: Path): Record<string, unknown> | undefined {
  return path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown> | undefined)?.[segment], value) as
    Record<string, unknown> | undefined
}

/** A copy of `value` with `path` holding `replacement`. */
export function replaced<T extends object>(value: T, path: Path, replacement: unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>
  parent[path.at(-1)!] = replacement
  return copy as T
}

/**
 * A path with each list item named by its kind instead of its place (`sections.pilotFiguresSection.statistics.#.number`):
 * the same field of the same kind, whichever document or place it was found in.
 */
export function pathKind(value: unknown, path: Path): string {
  return path
    .map((segment, index) => {
      if (typeof segment !== 'number') return segment
      const kind = valueAt(value, path.slice(0, index + 1))?._type
      return typeof kind === 'string' ? kind : '#'
    })
    .join('.')
}
