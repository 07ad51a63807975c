/**
 * The document types of the content model, read from the schema that `pnpm typegen` extracts
 * (packages/types/schema.json), so the list can never drift from the Studio's schema. The publish
 * webhook accepts only these: anything else is not content and must not reach a cache tag.
 */
import schema from '@site/types/schema.json' with {type: 'json'}

type SchemaEntry = {name: string; type: string}

const DOCUMENT_TYPES: ReadonlySet<string> = new Set(
  (schema as SchemaEntry[]).filter((entry) => entry.type === 'document').map((entry) => entry.name),
)

export function isDocumentType(type: unknown): type is string {
  return typeof type === 'string' && DOCUMENT_TYPES.has(type)
}
