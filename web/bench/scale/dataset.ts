/**
 * The launch dataset scaled ×N, for the scale benchmark (never committed: it is made on each run).
 * Each pilot, article, finalist (with its Beacon page), team member and partner gets N−1 clones with
 * their own ids and slugs, and the clones are listed where the originals are (Pilots page, Get
 * Inspired, Home's partners, About's team), so every list grows N times as it would over the years.
 */
import {writeFileSync} from 'node:fs'
import {readFileSync} from 'node:fs'
import {DATA_FILE} from '@site/content/paths'

type Doc = {_id: string; _type: string; [key: string]: unknown}

const CLONED_TYPES = new Set(['pilot', 'article', 'finalist', 'beaconPage', 'teamMember', 'partner'])
/** The single pages that list each cloned type, by field. */
const LISTS: Record<string, {type: string; field: string}> = {
  pilotsPage: {type: 'pilot', field: 'pilots'},
  getInspiredPage: {type: 'finalist', field: 'finalists'},
  homePage: {type: 'partner', field: 'partners'},
  aboutPage: {type: 'teamMember', field: 'team'},
}

/** A deep copy whose references to cloned documents, and whose slug, carry the clone's suffix. */
function cloneValue(value: unknown, suffix: string, cloned: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => cloneValue(item, suffix, cloned))
  if (!value || typeof value !== 'object') return value
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === '_ref' && typeof child === 'string' && cloned.has(child)) result[key] = `${child}${suffix}`
    else if (key === 'current' && typeof child === 'string' && (value as {_type?: string})._type === 'slug')
      result[key] = `${child}${suffix}`
    else result[key] = cloneValue(child, suffix, cloned)
  }
  return result
}

function scaleDocuments(launch: Doc[], factor: number): Doc[] {
  const originals = launch.filter((doc) => CLONED_TYPES.has(doc._type) && !doc._id.startsWith('drafts.'))
  const cloned = new Set(originals.map((doc) => doc._id))
  const clones: Doc[] = []
  for (let copy = 2; copy <= factor; copy++) {
    const suffix = `-x${copy}`
    for (const doc of originals) {
      const clone = cloneValue(doc, suffix, cloned) as Doc
      clone._id = `${doc._id}${suffix}`
      if (Array.isArray(clone.previousSlugs)) clone.previousSlugs = (clone.previousSlugs as string[]).map((slug) => `${slug}${suffix}`)
      clones.push(clone)
    }
  }
  const byId = new Map(clones.map((doc) => [doc._id, doc]))
  const listed = launch.map((doc) => {
    const list = LISTS[doc._type]
    const refs = list ? (doc[list.field] as {_ref: string; _key: string}[] | undefined) : undefined
    if (!list || !refs) return doc
    const extra = []
    for (let copy = 2; copy <= factor; copy++)
      for (const ref of refs)
        if (byId.has(`${ref._ref}-x${copy}`)) extra.push({...ref, _ref: `${ref._ref}-x${copy}`, _key: `${ref._key}x${copy}`})
    return {...doc, [list.field]: [...refs, ...extra]}
  })
  return [...listed, ...clones]
}

/** Writes the launch dataset ×factor to `file` (ndjson) and returns its document count. */
export function writeScaledDataset(file: string, factor: number) {
  const launch = readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const documents = scaleDocuments(launch, factor)
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  return documents.length
}
