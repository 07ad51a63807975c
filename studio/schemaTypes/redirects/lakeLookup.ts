/**
 * The redirect rules' questions (@site/routes, AddressLookup) asked of the Content Lake from a field's
 * validation: who holds a slugged address now or held it before (published documents: what visitors
 * reach), and which other redirect, published or draft, already has an address. Offline (CLI validation
 * of the bundled file) the API is unreachable: the rules then see no holder, and the dataset test and
 * the site's own refusal of a redirect on a live page hold the line.
 */
import {getPublishedId, type ValidationContext} from 'sanity'
import {documentPath, redirectKey, type AddressHolder, type AddressLookup, type SluggedType} from '@site/routes'

const API_VERSION = '2025-09-01'

/** Published documents of the type whose slug is $slug now ($field "now") or was before ("before"). */
const HOLDER_QUERY = `*[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && select(
  $when == "now" => slug.current == $slug,
  $slug in previousSlugs
)][0]{"title": coalesce(title, name, _id)}`

/** Every other redirect (not this one, in any version), with where it leads. */
const OTHER_REDIRECTS_QUERY = `*[_type == "redirect" && !sanity::versionOf($id) && defined(from)]{
  from, url, "toType": to->_type, "toSlug": to->slug.current
}`

type OtherRedirect = {from: string; url?: string | null; toType?: string | null; toSlug?: string | null}

/** Where a redirect leads, as a message names it: its outside address, or its page's address. */
const targetText = (redirect: OtherRedirect) =>
  redirect.url || (redirect.toType && documentPath(redirect.toType, redirect.toSlug)) || 'a page'

export function lakeLookup(context: ValidationContext): AddressLookup {
  const client = context.getClient({apiVersion: API_VERSION})
  const id = getPublishedId(context.document?._id ?? '')
  const kind = (type: string) => context.schema?.get(type)?.title ?? type
  const holder = async (type: SluggedType, slug: string, when: 'now' | 'before'): Promise<AddressHolder | null> => {
    const found = await client.fetch<{title: string} | null>(HOLDER_QUERY, {type, slug, when})
    return found ? {title: found.title, kind: kind(type)} : null
  }
  return {
    currentHolder: (type, slug) => holder(type, slug, 'now'),
    earlierHolder: (type, slug) => holder(type, slug, 'before'),
    otherRedirect: async (key) => {
      const others = await client.fetch<OtherRedirect[]>(OTHER_REDIRECTS_QUERY, {id})
      const other = others.find((redirect) => redirectKey(redirect.from) === key)
      return other ? {from: other.from, to: targetText(other)} : null
    },
  }
}

/**
 * How many published redirects there are besides this one: what the site holds, which a new redirect
 * may not take past MAX_REDIRECTS. A draft of a published redirect is that redirect, not one more.
 */
export async function otherPublishedRedirects(context: ValidationContext): Promise<number> {
  const id = getPublishedId(context.document?._id ?? '')
  return context
    .getClient({apiVersion: API_VERSION})
    .fetch<number>(`count(*[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $id])`, {id})
}

/** The current address of the page a reference points at (its draft when it has no published version), or null. */
export async function referencedPath(context: ValidationContext, ref: string): Promise<string | null> {
  const client = context.getClient({apiVersion: API_VERSION})
  const target = await client.fetch<{_type: string; slug?: string | null} | null>(
    `coalesce(*[_id == $id][0], *[_id == "drafts." + $id][0]){_type, "slug": slug.current}`,
    {id: ref},
  )
  return target ? documentPath(target._type, target.slug) : null
}
