/**
 * The address fields every slugged document uses: the slug (required, generated from the title,
 * unique per type among the slugs in use now and used before) and previousSlugs, the addresses it
 * was published under before, which the publish action records and the site redirects from.
 * Uniqueness asks the Content Lake in the Studio and names the document holding the address;
 * offline (CLI validation of the bundled file) the API is unreachable, so the check passes there and
 * the dataset test checks uniqueness instead.
 */
import {defineField, getPublishedId, type SlugRule, type ValidationContext} from 'sanity'
import {reservedSlugOwner, SLUG_PATTERN} from '@site/routes'
import {requiredSlug} from '@site/sections/fields'

/**
 * The other document of the type that uses this slug now (first), or was published under it before,
 * with its title: the message names it so the editor knows which page to look at. The document's own
 * published copy, draft and versions (a release's or a scheduled draft's) are never another holder.
 */
const SLUG_HOLDER_QUERY =
  '*[_type == $type && (slug.current == $slug || $slug in previousSlugs) && !sanity::versionOf($id)] | order(select(slug.current == $slug => 0, 1))[0]{"title": coalesce(title, name, _id), "now": slug.current == $slug}'

/** What the field says when another document holds the address; `kind` is its type's title, e.g. "Pilot". */
function slugHeldMessage(holder: {title: string; now: boolean}, kind: string): string {
  return holder.now
    ? `This address belongs to “${holder.title}” (${kind}): choose another.`
    : `“${holder.title}” (${kind}) was published at this address before, and its old links still lead there: choose another.`
}

type SlugValue = {current?: string} | undefined

/** The slug's rule: unique per type among the slugs in use now and used before, naming the holder. */
async function uniquePerType(value: SlugValue, context: ValidationContext): Promise<true | string> {
  const slug = value?.current
  const {document, getClient} = context
  if (!slug || !document) return true
  try {
    const client = getClient({apiVersion: '2025-09-01'})
    const id = getPublishedId(document._id)
    const holder = await client.fetch<{title: string; now: boolean} | null>(SLUG_HOLDER_QUERY, {type: document._type, slug, id})
    if (!holder) return true
    return slugHeldMessage(holder, context.schema?.get(document._type)?.title ?? document._type)
  } catch {
    // Offline (CLI validation of the bundled file) the API is unreachable: the dataset test checks uniqueness there.
    return true
  }
}

/** What a rename does, said on every slug field. */
const RENAME_HELP =
  'Changing it and publishing moves the page: the old address keeps working and sends visitors (and search engines) to the new one. A slug another page of this kind uses, or used before, is refused.'

/** What the field says of a slug the site already uses for something else, naming its owner (the route table's). */
function reservedSlugMessage(slug: string | undefined): true | string {
  const owner = slug ? reservedSlugOwner(slug) : null
  return owner ? `/${slug} is the address of ${owner}: choose another.` : true
}

/** Every address: one word or a few joined by hyphens (the site gives any other slug no address). */
function wellFormedSlug(rule: SlugRule) {
  return rule
    .custom((value: SlugValue) =>
      !value?.current || SLUG_PATTERN.test(value.current)
        ? true
        : 'Use lower-case letters, digits and hyphens only, e.g. join-the-2027-challenge (press “Generate”).',
    )
    .error()
}

/** A top-level address: also none the site already uses. */
function topLevelSlug(rule: SlugRule) {
  return [rule.custom((value: SlugValue) => reservedSlugMessage(value?.current)).error()]
}

/**
 * `example` names the page address, e.g. "/pilot/givify"; `topLevel` for a page shown at `/{slug}`,
 * whose slug must also avoid every address the site already uses.
 */
export function slugField(source: string, example: string, {topLevel = false} = {}) {
  return defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description: `The last part of the page address, e.g. ${example}. Press Generate to make it from the title. ${RENAME_HELP}`,
    // Uniqueness is the field's own rule (below), which can name the document holding the slug; the
    // built-in check would only say "Slug is already in use" (and ask the API even offline).
    options: {source, maxLength: 96, isUnique: () => true},
    validation: (rule) => [
      requiredSlug(rule),
      wellFormedSlug(rule),
      ...(topLevel ? topLevelSlug(rule) : []),
      rule.custom(uniquePerType).error(),
    ],
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
