/**
 * Migration: the content model's names made consistent. Single pages' document types end in `Page`
 * (and, since a single page's id is its type, their ids follow, drafts and release versions too, with
 * every reference to them); the object types of a page's sections end in `Section`; section headings
 * end in `Heading`; rich text is `body`; spelling is British (`organisation`). A field is renamed
 * only inside objects of the type that declares it. Running it again changes nothing. A document or
 * object that already holds the new name beside the old one is left as it is and reported, so nothing
 * is overwritten.
 */
import type {SanityDocumentLike} from '../dataset'

/** Old single page type → new. A single page's id equals its type, so the same map renames ids. */
const PAGE_TYPE_RENAMES: Readonly<Record<string, string>> = {
  home: 'homePage',
  about: 'aboutPage',
  summit2025: 'summitPage',
  genevaEvent: 'genevaSummitPage',
  nominationCall: 'nominationPage',
  privacyPolicy: 'privacyPolicyPage',
}

/** Old object type → new: the sections of a Beacon page, like the pilot sections. */
const SECTION_TYPE_RENAMES: Readonly<Record<string, string>> = {
  beaconStage: 'beaconStageSection',
  beaconWinnerPanel: 'beaconWinnerSection',
  beaconSummary: 'beaconSummarySection',
  beaconProjectDetails: 'beaconProjectDetailsSection',
  beaconNextSteps: 'beaconNextStepsSection',
  beaconLoanStructure: 'beaconLoanStructureSection',
  beaconImpactMetrics: 'beaconImpactMetricsSection',
  beaconMilestones: 'beaconMilestonesSection',
  beaconPaymentSchedule: 'beaconPaymentScheduleSection',
  beaconLinks: 'beaconLinksSection',
}

const TYPE_RENAMES: Readonly<Record<string, string>> = {...PAGE_TYPE_RENAMES, ...SECTION_TYPE_RENAMES}

/** `map[key]` when the map itself holds it (never an Object.prototype member such as `constructor`). */
const lookUp = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined)

/** Per object or document type (its new name): old field name → new. */
const FIELD_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  aboutPage: {missionTitle: 'missionHeading', storyTitle: 'storyHeading', impactTitle: 'impactHeading'},
  teamMember: {organization: 'organisation'},
  presenter: {organization: 'organisation'},
  beaconWinnerSection: {text: 'body'},
  beaconSummarySection: {text: 'body'},
  beaconProjectDetailsSection: {text: 'body'},
  beaconLoanStructureSection: {text: 'body'},
}

interface RenameConflict {
  documentId: string
  /** What could not be renamed, e.g. "field organization → organisation" or "id home → homePage". */
  rename: string
}

export interface RenameResult {
  documents: SanityDocumentLike[]
  /** Every rename made, e.g. "home: type home → homePage", for the script to print. */
  changes: string[]
  conflicts: RenameConflict[]
}

/** The new id of a single page's document, drafts (`drafts.`) and release versions (`versions.{release}.`) included. */
export function renamedId(id: string): string {
  const match = /^((?:drafts\.|versions\.[^.]+\.)?)(.+)$/.exec(id)
  const [, prefix = '', base = id] = match ?? []
  const renamed = lookUp(PAGE_TYPE_RENAMES, base)
  return renamed ? `${prefix}${renamed}` : id
}

function migrateValue(value: unknown, documentId: string, result: RenameResult): unknown {
  if (Array.isArray(value)) return value.map((item) => migrateValue(item, documentId, result))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const type = typeof record._type === 'string' ? (lookUp(TYPE_RENAMES, record._type) ?? record._type) : undefined
  const fields = (type && lookUp(FIELD_RENAMES, type)) || {}
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) {
    const newKey = lookUp(fields, key)
    if (newKey && Object.hasOwn(record, newKey)) {
      result.conflicts.push({documentId, rename: `field ${key} → ${newKey} in ${type}`})
      copy[key] = migrateValue(child, documentId, result)
      continue
    }
    if (newKey) result.changes.push(`${documentId}: field ${key} → ${newKey} in ${type}`)
    copy[newKey ?? key] = migrateValue(child, documentId, result)
  }
  if (typeof record._type === 'string' && type !== record._type) {
    copy._type = type
    result.changes.push(`${documentId}: type ${record._type} → ${type}`)
  }
  if (typeof record._ref === 'string' && renamedId(record._ref) !== record._ref) {
    copy._ref = renamedId(record._ref)
    result.changes.push(`${documentId}: reference ${record._ref} → ${copy._ref}`)
  }
  return copy
}

/** Migrates every document; returns the new documents, what changed and what was left for an editor. */
export function migrateRenames(documents: SanityDocumentLike[]): RenameResult {
  const result: RenameResult = {documents: [], changes: [], conflicts: []}
  const ids = new Set(documents.map((doc) => doc._id))
  result.documents = documents.map((doc) => {
    const newId = renamedId(doc._id)
    if (newId !== doc._id && ids.has(newId)) {
      // Both the old and the new document exist: renaming would overwrite the new one.
      result.conflicts.push({documentId: doc._id, rename: `id ${doc._id} → ${newId}`})
      return doc
    }
    const migrated = migrateValue(doc, doc._id, result) as SanityDocumentLike
    if (newId === doc._id) return migrated
    result.changes.push(`${doc._id}: id → ${newId}`)
    return {...migrated, _id: newId}
  })
  return result
}
