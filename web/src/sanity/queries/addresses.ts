/** The queries that say which addresses exist: every slug of a type (and its earlier ones), and the editors' redirects. */
import {defineQuery} from 'next-sanity'

/**
 * Every address of one slugged type (a route table key) and the addresses each had before:
 * prerendering, the sitemap, unknown slugs and renames. A Beacon page lives at its finalist's address,
 * so for `finalist` the addresses are those of finalists that have a Beacon page.
 */
export const addressesQuery = defineQuery(`*[
  select($type == "finalist" => _type == "beaconPage", _type == $type)
]{
  "slug": select(_type == "beaconPage" => finalist->slug.current, slug.current),
  "previousSlugs": coalesce(select(_type == "beaconPage" => finalist->previousSlugs, previousSlugs), [])
}[defined(slug)] | order(slug asc)`)

/**
 * The published redirects editors made (addresses/redirects.ts), oldest first, the first `$maxRedirects`
 * (@site/routes' MAX_REDIRECTS, which the Studio and the import keep to): the first of two with one
 * address wins. `to` is the target page as published now (null when it is unpublished or deleted: the
 * redirect then stops), with the slug its address is made of.
 */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(from)] | order(_createdAt asc, _id asc)[0...$maxRedirects]{
  from,
  url,
  "permanent": permanent != false,
  "to": to->{_type, "slug": slug.current}
}`)
