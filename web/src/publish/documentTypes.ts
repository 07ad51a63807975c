/**
 * The content model's document types, from the schema `pnpm typegen` extracts, so the list cannot drift.
 * verify.ts accepts a webhook call only for these: nothing else may reach a tag.
 */
import schema from '@site/types/schema.json' with {type: 'json'}

type SchemaEntry = {name: string; type: string}

const DOCUMENT_TYPES: ReadonlySet<string> = new Set(
  (schema as SchemaEntry[]).filter((entry) => entry.type === 'document').map((entry) => entry.name),
)

export function isDocumentType(type: unknown): type is string {
  return typeof type === 'string' && DOCUMENT_TYPES.has(type)
}
