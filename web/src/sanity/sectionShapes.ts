/**
 * The data door's check of a page-builder section (each kind's shape is in queries/sections.ts,
 * beside its projection): the Lake takes any JSON (an import, the API), and a component given an
 * object where it draws text, or text where it maps a list, throws and takes the whole page down.
 * Checked with zod, field by field: a field of another type is left out (null, or no items for a
 * list), a list keeps the items of its type, and the kind's own rules (`shows` in the registry) then
 * decide whether the section still has what it needs. Called by checkedAnswer.ts.
 */
import {SECTION_SHAPES} from './queries/sections.ts'
import {leftOut, type PageSectionType} from './shapeChecks.ts'

/** A section as it can be drawn, and the names of what was left out of it; null when no part of it can be (not an object, no key or kind). */
export function checkedSection(section: unknown): {section: unknown; leftOut: string[]} | null {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return null
  const {_key, _type} = section as {_key?: unknown; _type?: unknown}
  if (typeof _key !== 'string' || typeof _type !== 'string') return null
  // A kind no component draws passes as it is: the page's runner skips it and says so (placeSections.tsx).
  if (!Object.hasOwn(SECTION_SHAPES, _type)) return {section, leftOut: []}
  leftOut.length = 0
  try {
    const checked = SECTION_SHAPES[_type as PageSectionType].safeParse(section)
    return checked.success ? {section: checked.data, leftOut: [...leftOut]} : null
  } finally {
    leftOut.length = 0
  }
}
