/**
 * The address fields every slugged document uses: the slug (required, generated from the title,
 * unique per type among the slugs in use now and used before) and previousSlugs, the addresses it
 * was published under before, which the publish action records and the site redirects from.
 * Uniqueness asks the Content Lake in the Studio; offline (CLI validation of the bundled file) the
 * API is unreachable, so the check passes there and the dataset test checks uniqueness instead.
 */
import {defineField, type SlugValidationContext} from 'sanity'
import {requiredSlug} from './validation'

/** No other document of the type may have this slug now, or have had it before (its old links redirect there). */
export const SLUG_TAKEN_QUERY =
  'count(*[_type == $type && (slug.current == $slug || $slug in previousSlugs) && !(_id in [$id, "drafts." + $id])])'

async function isUniquePerType(slug: string, context: SlugValidationContext): Promise<boolean> {
  const {document, getClient} = context
  if (!document) return true
  try {
    const client = getClient({apiVersion: '2025-09-01'})
    const id = document._id.replace(/^drafts\./, '')
    const count = await client.fetch<number>(SLUG_TAKEN_QUERY, {type: document._type, slug, id})
    return count === 0
  } catch {
    return true
  }
}

/** What a rename does, said on every slug field. */
export const RENAME_HELP =
  'Changing it and publishing moves the page: the old address keeps working and sends visitors (and search engines) to the new one. A slug another page of this kind uses, or used before, is refused.'

/** `example` names the page address, e.g. "/pilot/givify". */
export function slugField(source: string, example: string) {
  return defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description: `The last part of the page address, e.g. ${example}. Press Generate to make it from the title. ${RENAME_HELP}`,
    options: {source, maxLength: 96, isUnique: isUniquePerType},
    validation: requiredSlug,
  })
}

/** Written by the Studio's publish action, never typed: each slug this document was published under before. */
export function previousSlugsField() {
  return defineField({
    name: 'previousSlugs',
    title: 'Earlier web addresses',
    type: 'array',
    of: [{type: 'string'}],
    readOnly: true,
    description:
      'Slugs this page was published under before. Publishing a new slug adds the old one here; visitors to an old address are sent to the current one. Filled in automatically.',
  })
}
