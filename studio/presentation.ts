/**
 * The Presentation tool's map from documents to the pages that show them, read from the site's route
 * table (pagesShowing in @site/routes): an editor opening any document sees every page it appears on,
 * its own first, and can preview its draft there. A Beacon page lives at its finalist's address; a
 * redirect shows the page it leads to.
 */
import {defineDocuments, defineLocations, type DocumentLocationResolvers} from 'sanity/presentation'
import {PAGE_PATHS, pagesShowing, SLUGGED_ROUTES, type PageType} from '@site/routes'
import {SINGLETONS} from './singletons'

type Selected = {title?: string; name?: string; slug?: string; toType?: string} | null

/** Where a slug comes from, per type: a Beacon page borrows its finalist's. */
const SLUG_PATH: Record<string, string> = {beaconPage: 'finalist.slug.current'}

/** A redirect is shown nowhere itself: its location is the page it leads to (its `to`). */
const REDIRECT = 'redirect'
const REDIRECT_SELECTION: Record<string, string> = {title: 'from', toType: 'to._type', slug: 'to.slug.current'}

/** A single page's address → its name in the desk ("/about" → "About page"). */
const PAGE_TITLES = new Map(
  SINGLETONS.filter(({type}) => Object.hasOwn(PAGE_PATHS, type)).map(({type, title}) => [PAGE_PATHS[type as PageType] as string, title]),
)

/**
 * The locations of one document: each page that shows it, titled by the document on its own page
 * (a pilot by its title) and a single page by its name in the desk, never by a bare path.
 */
function locationsOf(type: string, selected: Selected) {
  const paths =
    type === REDIRECT
      ? selected?.toType
        ? pagesShowing(selected.toType, selected.slug).slice(0, 1)
        : []
      : pagesShowing(type, selected?.slug)
  const name = selected?.title || selected?.name
  return {locations: paths.map((href, index) => ({title: (index === 0 && name) || PAGE_TITLES.get(href) || href, href}))}
}

/** Location resolvers for every document type of the schema. */
export function locationResolvers(documentTypes: readonly string[]): DocumentLocationResolvers {
  return Object.fromEntries(
    documentTypes.map((type) => [
      type,
      defineLocations({
        select: type === REDIRECT ? REDIRECT_SELECTION : {title: 'title', name: 'name', slug: SLUG_PATH[type] ?? 'slug.current'},
        resolve: (selected) => locationsOf(type, selected),
      }),
    ]),
  )
}

/**
 * The document each page of the site is drawn from, which the Presentation tool opens beside its
 * preview: a single page's own document, a slugged page's by its address (a Beacon page's is its Beacon
 * page document, at its finalist's address). With it open, every saved edit of that document (a
 * section dragged in the preview included) redraws the preview. Single pages come first: `/:slug`
 * would match their addresses too.
 */
export function mainDocuments() {
  return defineDocuments([
    ...Object.entries(PAGE_PATHS).map(([type, route]) => ({route, filter: `_type == "${type}" && _id == "${type}"`})),
    ...Object.entries(SLUGGED_ROUTES).map(([type, {base}]) => ({
      route: `${base}/:slug`,
      filter:
        type === 'finalist' ? `_type == "beaconPage" && finalist->slug.current == $slug` : `_type == "${type}" && slug.current == $slug`,
    })),
  ])
}
