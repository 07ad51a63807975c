/** Structured data as a JSON-LD script in the prerendered HTML. */
import {serializeJsonLd} from './serializeJsonLd'

export function JsonLd({data}: {data: Record<string, unknown>}) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd({'@context': 'https://schema.org', ...data})}} />
  )
}
