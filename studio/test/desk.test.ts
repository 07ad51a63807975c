/**
 * The desk lists single pages as documents (no folder icon or ">"), by their previews: each single
 * page's preview is titled by its name in the desk, whatever its content says.
 */
import {expect, test} from 'vitest'
import {SINGLETONS} from '../singletons'
import {schemaTypes} from '../schemaTypes'
import {launchDocument} from './support/validate'

type Preview = {select?: Record<string, string>; prepare?: (value: Record<string, unknown>) => {title?: string}}

test('every single page’s preview is titled by its name in the desk', () => {
  for (const {id, type, title} of SINGLETONS) {
    const preview = (schemaTypes.find((candidate) => candidate.name === type) as {preview?: Preview}).preview
    const doc = launchDocument(id)
    const selected = Object.fromEntries(Object.entries(preview?.select ?? {}).map(([key, path]) => [key, doc[path]]))
    expect(preview?.prepare?.(selected).title, type).toBe(title)
  }
})
