/**
 * The slug field every routed document uses: required, generated from the title, unique per type.
 * Uniqueness asks the Content Lake in the Studio; offline (CLI validation of the bundled file) the
 * API is unreachable, so the check passes there and the dataset test checks uniqueness instead.
 */
import {defineField, type SlugValidationContext} from 'sanity'
import {requiredSlug} from './validation'

async function isUniquePerType(slug: string, context: SlugValidationContext): Promise<boolean> {
  const {document, getClient} = context
  if (!document) return true
  try {
    const client = getClient({apiVersion: '2025-09-01'})
    const id = document._id.replace(/^drafts\./, '')
    const count = await client.fetch<number>(
      'count(*[_type == $type && slug.current == $slug && !(_id in [$id, "drafts." + $id])])',
      {type: document._type, slug, id},
    )
    return count === 0
  } catch {
    return true
  }
}

export function slugField(source = 'title', description = 'The last part of the page address, e.g. /pilot/givify. Press Generate to make it from the title.') {
  return defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description,
    options: {source, maxLength: 96, isUnique: isUniquePerType},
    validation: requiredSlug,
  })
}
