/**
 * How much content one page may hold: the Studio refuses more (`limitProblems`, in editors' words, at
 * the field), and the site cuts whatever reaches it past the Studio (an import, the API) to the same
 * bounds before it renders (`withinLimits`), so no document can make a page cost seconds of CPU or
 * megabytes a request. The launch content uses a few percent of each (its longest text is 328
 * characters, its longest document 6,654, its longest list 21 items).
 */

export const CONTENT_LIMITS = {
  /** One text: a title, a paragraph's run of words, an address. */
  textChars: 10_000,
  /** All the text of one document together. */
  documentTextChars: 100_000,
  /** One list (items, paragraphs, references): lists of cards are shown a page at a time, so this is generous. */
  listItems: 5_000,
  /** The sections of one page (a page made in the Studio, a case study, a Beacon page), and the more sections a fixed page adds. */
  sections: 50,
} as const

/** Whether a field holds a page's sections (a fixed page's `moreSections` too): bound by `CONTENT_LIMITS.sections`, not as a list. */
const holdsSections = (key: string | null) => key === 'sections' || key === 'moreSections'

/**
 * All the text the site renders from one answer: a page's document and what it shows of others (its
 * cards' titles and excerpts). Above one document's limit, so nothing an editor may publish is cut.
 */
const ANSWER_TEXT_CHARS = 2.5 * CONTENT_LIMITS.documentTextChars

type PathSegment = string | number | {_key: string}
export interface LimitProblem {
  path: PathSegment[]
  message: string
}

const count = (value: number) => value.toLocaleString('en')
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const segmentOf = (item: unknown, index: number): PathSegment =>
  isRecord(item) && typeof item._key === 'string' ? {_key: item._key} : index

/** What a document holds past the limits, each at its field, in the words the Studio shows. */
export function limitProblems(document: Record<string, unknown>): LimitProblem[] {
  const problems: LimitProblem[] = []
  let total = 0
  const walk = (value: unknown, path: PathSegment[], key: string | null) => {
    if (typeof value === 'string') {
      if (key?.startsWith('_')) return
      total += value.length
      if (value.length > CONTENT_LIMITS.textChars)
        problems.push({
          path,
          message: `This text is ${count(value.length)} characters long: at most ${count(CONTENT_LIMITS.textChars)}. Split it into several paragraphs or sections.`,
        })
      return
    }
    if (Array.isArray(value)) {
      if (holdsSections(key) && value.length > CONTENT_LIMITS.sections)
        problems.push({
          path,
          message: `This page has ${count(value.length)} sections: at most ${CONTENT_LIMITS.sections}. Make a second page for the rest.`,
        })
      else if (value.length > CONTENT_LIMITS.listItems)
        problems.push({path, message: `This list has ${count(value.length)} items: at most ${count(CONTENT_LIMITS.listItems)}.`})
      value.forEach((item, index) => walk(item, [...path, segmentOf(item, index)], null))
      return
    }
    if (isRecord(value)) for (const [field, child] of Object.entries(value)) walk(child, [...path, field], field)
  }
  walk(document, [], null)
  if (total > CONTENT_LIMITS.documentTextChars)
    problems.push({
      path: [],
      message: `This document holds ${count(total)} characters of text: at most ${count(CONTENT_LIMITS.documentTextChars)}, or the page loads slowly on a phone. Move part of it to another page.`,
    })
  return problems
}

/**
 * A query's answer cut to what the site renders: each text to its limit, each list to its limit
 * (sections to theirs), and all the text together to one answer's budget, in reading order. Within the
 * limits the copy equals the answer; the answer itself is never changed.
 */
export function withinLimits<T>(value: T): T {
  let budget = ANSWER_TEXT_CHARS
  const cut = (node: unknown, key: string | null): unknown => {
    if (typeof node === 'string') {
      if (key?.startsWith('_')) return node
      const kept = node.slice(0, Math.max(0, Math.min(CONTENT_LIMITS.textChars, budget)))
      budget -= kept.length
      return kept
    }
    if (Array.isArray(node)) {
      const max = holdsSections(key) ? CONTENT_LIMITS.sections : CONTENT_LIMITS.listItems
      return node.slice(0, max).map((item) => cut(item, null))
    }
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([field, child]) => [field, cut(child, field)]))
    return node
  }
  return cut(value, null) as T
}
