/**
 * Field paths as Sanity writes them: field names, array items by `_key` (or position when an item
 * has none). `pathToString` gives the form the Studio's intent links take
 * (`sections[_key=="k5t"].implementers[_key=="k5v"].name`), which opens a document at that field.
 */

export type PathSegment = string | number | {_key: string}
export type Path = PathSegment[]

export function pathToString(path: Path): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`
    if (typeof segment === 'object') return `${text}[_key==${JSON.stringify(segment._key)}]`
    return text ? `${text}.${segment}` : segment
  }, '')
}
