/**
 * What the data door lets through of a query's answer (fetch.ts, for published and draft reads alike):
 * the answer cut to the content limits (@site/layout), and, for the queries that read page-builder
 * sections, each section checked against its kind's shape (sectionShapes.ts). A section that cannot be
 * drawn is left out, a malformed field of one is dropped, never the page; what was left out is logged
 * once per answer (so once per render of a page), escaped and bounded.
 */
import {withinLimits} from '@site/layout'
import {logSafe} from '@/security/logSafe'
import {moreSectionsQuery, pageBySlugQuery} from './queries'
import {checkedSection} from './sectionShapes'

/** The queries whose answer holds `sections` of the page builder: a page made in the Studio's, a single page's more sections. */
const SECTION_QUERIES: ReadonlySet<string> = new Set([pageBySlugQuery, moreSectionsQuery])

/** How much of what was left out one log line names: enough to find the document, never a line of megabytes. */
const LOGGED_CHARS = 400

export function checkedAnswer<T>(query: string, answer: T): T {
  const cut = withinLimits(answer)
  if (!SECTION_QUERIES.has(query) || !isRecord(cut) || !Array.isArray(cut.sections)) return cut
  const noted: string[] = []
  const sections = cut.sections.flatMap((section: unknown, index: number) => {
    const checked = checkedSection(section)
    if (!checked) noted.push(`section ${index + 1} (${describe(section)}): left out`)
    else if (checked.leftOut.length) noted.push(`section ${index + 1} (${describe(section)}): ${checked.leftOut.join(', ')} left out`)
    return checked ? [checked.section] : []
  })
  if (noted.length) console.warn(`[sections] content of another type than the site draws: ${logSafe(noted.join('; '), LOGGED_CHARS)}`)
  return {...cut, sections} as T
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A section's key and kind as far as they are text, for the log line. */
function describe(section: unknown): string {
  const {_key, _type} = isRecord(section) ? section : {}
  return `${typeof _type === 'string' ? _type : 'no kind'} "${typeof _key === 'string' ? _key : 'no key'}"`
}
