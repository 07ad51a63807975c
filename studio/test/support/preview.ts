/**
 * A value's preview as the Studio computes it: its type's `select` picks top-level values, its
 * `prepare` words them (a type without `prepare` shows the selected values as they are).
 */
import {schemaTypes} from '../../schemaTypes'

type Preview = {select?: Record<string, string>; prepare?: (values: Record<string, unknown>) => {title?: string; subtitle?: string}}

export function previewOf(value: Record<string, unknown>, type = String(value._type)): {title?: string; subtitle?: string} {
  const preview = (schemaTypes.find((candidate) => candidate.name === type) as {preview?: Preview}).preview
  const selected = Object.fromEntries(Object.entries(preview?.select ?? {}).map(([key, path]) => [key, value[path]]))
  return preview?.prepare ? preview.prepare(selected) : selected
}
