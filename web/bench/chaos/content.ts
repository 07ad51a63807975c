/**
 * The content a chaos run starts from and the documents it publishes: the launch dataset plus two
 * pages made in the Studio (the launch has none, and a page is a routed kind an editor renames and
 * deletes too), the routed documents read from it (pilot, article, Beacon finalist, page: the kinds
 * with an address of their own) and the address each slug has. The schedule is drawn from this list,
 * so it depends on the seed and the launch dataset only.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATA_FILE} from '@site/content/paths'
import {SLUGGED_ROUTES} from '@site/routes'

const ROUTED_TYPES = ['pilot', 'article', 'finalist', 'page'] as const
export type RoutedType = (typeof ROUTED_TYPES)[number]

/** A document with a page of its own, as the schedule knows it. */
export interface Routed {
  id: string
  type: RoutedType
  slug: string
  title: string
}

/** The address a document of this type has at this slug (`/pilot/x`, `/beacon/x`, `/x`). */
export const addressOf = (type: RoutedType, slug: string) => `${SLUGGED_ROUTES[type].base}/${slug}`

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-span`, text, marks: []}],
})

/** A page as an editor makes one in the Studio: a title, an address, one text section. */
const studioPage = (id: string, slug: string, title: string, text: string) => ({
  _id: id,
  _type: 'page',
  title,
  slug: {_type: 'slug', current: slug},
  seoDescription: `${title}: a page the chaos run publishes, renames and deletes.`,
  sections: [{_type: 'textSection', _key: 'text', heading: 'What this page is for', body: [block('text-1', text)]}],
})

const CHAOS_PAGES = [
  studioPage('page-chaos-open-call', 'chaos-open-call', 'An Open Call for Chaos', 'Editors publish this page while the servers fail.'),
  studioPage(
    'page-chaos-field-notes',
    'chaos-field-notes',
    'Field Notes From the Outage',
    'Each publish of this page must reach visitors.',
  ),
]

type Doc = {_id: string; _type: string; title?: string; slug?: {current?: string}}

const launchDocs = () =>
  readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)

/** The documents the run starts with, in the launch dataset's order, the chaos pages last. */
const startingDocs = (): Doc[] => [...launchDocs(), ...CHAOS_PAGES]

/** The routed documents the run starts with. */
export function routedDocuments(): Routed[] {
  return startingDocs().flatMap((doc) =>
    (ROUTED_TYPES as readonly string[]).includes(doc._type) && doc.slug?.current
      ? [{id: doc._id, type: doc._type as RoutedType, slug: doc.slug.current, title: String(doc.title)}]
      : [],
  )
}

/** The Beacon page that shows a finalist (the finalist cannot be deleted while it points there). */
export function beaconPageOf(finalistId: string) {
  const page = launchDocs().find((doc) => doc._type === 'beaconPage' && (doc as {finalist?: {_ref?: string}}).finalist?._ref === finalistId)
  return page?._id ?? null
}

/** Writes the starting dataset (Sanity's export format) for the Lake stand-in; returns its path. */
export function writeStartingDataset() {
  const file = join(mkdtempSync(join(tmpdir(), 'chaos-lake-')), 'data.ndjson')
  writeFileSync(
    file,
    startingDocs()
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n',
  )
  return file
}
