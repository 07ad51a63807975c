/**
 * The queries that follow publishes: the revision the Lake serves for one document (the webhook), and
 * the catch-up's two questions (src/catch-up/): what was published since a moment, as few bytes as
 * it takes (the Lake's clock, how many published documents there are, and each document changed
 * since then with what its tags need); and, rarely, every published document's revision (first run,
 * or when the count says a document went away). Read uncached, in the published perspective.
 */
import {defineQuery} from 'next-sanity'

/** The revision the Lake serves for one published document: the publish webhook waits until it is the one published. */
export const publishedRevisionQuery = defineQuery(`*[_id == $id][0]._rev`)

/** What the catch-up compares of each published document: its revision, and what its tags need (the webhook's projection names the same). */
const publishedRowFields = /* groq */ `{_id, _type, _rev, "slug": coalesce(slug.current, finalist->slug.current)}`

export const publishedChangesQuery = defineQuery(`{
  "now": now(),
  "count": count(*),
  "changed": *[dateTime(_updatedAt) >= dateTime($since)] | order(_updatedAt asc) [0...$max] ${publishedRowFields}
}`)

export const publishedIndexQuery = defineQuery(`{
  "now": now(),
  "documents": *[] ${publishedRowFields}
}`)
