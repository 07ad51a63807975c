/**
 * The Studio speaks to editors: every document and object type has a preview, and every field a
 * title and a short description saying what it is for.
 */
import {expect, test} from 'vitest'
import {schemaTypes} from '../schemaTypes'

type Field = {name: string; title?: string; description?: unknown; type: string; fields?: Field[]; of?: Field[]}
type TypeDef = Field & {preview?: unknown}

function fieldsOf(def: Field, path: string): {path: string; field: Field}[] {
  const own = (def.fields ?? []).flatMap((field) => [{path: `${path}.${field.name}`, field}, ...fieldsOf(field, `${path}.${field.name}`)])
  const members = (def.of ?? []).flatMap((member) => fieldsOf(member, `${path}[]`))
  return [...own, ...members]
}

const types = schemaTypes as unknown as TypeDef[]

test('every field has a title and a description an editor understands', () => {
  const missing = types
    .flatMap((type) => fieldsOf(type, type.name))
    .filter(({field}) => !field.title || !field.description)
    .map(({path}) => path)
  expect(missing).toEqual([])
})

test('every document and object type shows a useful preview', () => {
  const withoutPreview = types
    .filter((type) => (type.type === 'document' || type.type === 'object') && !type.preview)
    .map((type) => type.name)
  expect(withoutPreview).toEqual([])
})
