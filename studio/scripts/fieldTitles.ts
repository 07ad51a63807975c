/**
 * The Studio's titles of every document type and field, as JSON on stdout: `pnpm typegen` writes them
 * to packages/types/field-titles.json (and the `check` task fails when that file is stale). Tools that
 * name fields as editors see them (`pnpm content:check`) read that file instead of loading the
 * `sanity` package and compiling the schema, which takes seconds on a quiet machine and many more on a
 * busy one.
 *
 * Each document type keeps what the launch checklist's labels read (`SchemaTypeLike` in
 * @site/launch-check): its title, the preview's title field, and each field's and array member's name
 * and title, down to the leaves. A type met again inside itself (the same compiled type: a recursive schema) stops there.
 */
import {createSchema} from 'sanity'
import type {FieldTitles, SchemaTypeLike} from '@site/launch-check'
import {schemaTypes} from '../schemaTypes'

interface CompiledType {
  name: string
  title?: string
  type?: CompiledType
  fields?: {name: string; type: CompiledType}[]
  of?: CompiledType[]
  preview?: {select?: Record<string, string>}
}

function describe(type: CompiledType, within: readonly CompiledType[]): SchemaTypeLike {
  const described: SchemaTypeLike = {name: type.name, ...(type.title ? {title: type.title} : {})}
  if (within.includes(type)) return described
  const path = [...within, type]
  if (type.fields?.length) described.fields = type.fields.map((field) => ({name: field.name, type: describe(field.type, path)}))
  if (type.of?.length) described.of = type.of.map((member) => describe(member, path))
  return described
}

const isDocumentType = (type: CompiledType | undefined): boolean => !!type && (type.name === 'document' || isDocumentType(type.type))

const schema = createSchema({name: 'field-titles', types: schemaTypes})
const titles: FieldTitles = {}
for (const name of schema.getTypeNames().sort()) {
  const type = schema.get(name) as CompiledType | undefined
  if (!type || name.startsWith('sanity.') || !isDocumentType(type.type)) continue
  const select = type.preview?.select
  titles[name] = {...describe(type, []), ...(select?.title ? {preview: {select: {title: select.title}}} : {})}
}
process.stdout.write(`${JSON.stringify(titles, null, 2)}\n`)
