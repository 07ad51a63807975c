/**
 * How much content one page may hold: the Studio refuses more (`limitProblems`, in editors' words, at
 * the field), and the site cuts whatever reaches it past the Studio (an import, the API) to the same
 * bounds before it renders (`withinLimits`), so no document can make a page cost seconds of CPU or
 * megabytes a request. The launch content uses a few percent of each (its longest text is 328
 * characters, its longest document 6,654, its longest list 21 items).
 * Every string counts, keys and type names too (`_key`, `_type`, `_id`…: the Lake takes any JSON), and
 * a rich-text list item's indentation is bounded: @portabletext draws each level as a nested list, by
 * recursion, so a level of 2,000 overflows the stack and one of 500 draws 187 KB from four characters.
 */

export const CONTENT_LIMITS = {
  /** One text: a title, a paragraph's run of words, an address. */
  textChars: 10_000,
  /** All the text of one document together. */
  documentTextChars: 100_000,
  /** One list (items, paragraphs, references): lists of cards are shown a page at a time, so this is generous. */
  listItems: 5_000,
  /** The sections of one page (a page made in the Studio, a pilot page, a Beacon page), and the more sections a single page adds. */
  sections: 50,
  /** How deep a rich-text list item may be indented: the Studio offers a few levels, the site draws up to this one. */
  listLevels: 10,
  /** One key, type name or id (`_key`, `_type`, `_id`, `_ref`…): Sanity's are a few dozen characters. */
  identifierChars: 128,
} as const

/** Whether a field holds a page's sections (a single page's `moreSections` too): bound by `CONTENT_LIMITS.sections`, not as a list. */
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

/** A field only imports and the API write: a key, a type name, an id or a reference. */
const isIdentifier = (key: string | null) => !!key?.startsWith('_')
/** The fields every item has, and the site relies on being text: an item without them as text is no item to draw. */
const isItemName = (key: string) => key === '_key' || key === '_type'
/** A rich-text block: Portable Text's paragraphs and list items, whose `level` is their indentation. */
const isBlock = (record: Record<string, unknown>) => record._type === 'block'

/** An indentation as the site draws it: a whole level from 1 to `listLevels`; anything but a number is none. */
function drawnLevel(level: unknown): number | undefined {
  if (typeof level !== 'number' || Number.isNaN(level)) return undefined
  return Math.min(CONTENT_LIMITS.listLevels, Math.max(1, Math.floor(level)))
}

const identifierName = (key: string) => (key === '_key' ? 'key' : key === '_type' ? 'type name' : `internal field ${key}`)
const fromAnImport = 'It came from an import or the API: remove the item and add it again.'

/** What is wrong with a key, type name or id, in the Studio's words, or null. */
function identifierProblem(key: string, value: unknown): string | null {
  if (typeof value === 'string')
    return value.length > CONTENT_LIMITS.identifierChars
      ? `This item’s ${identifierName(key)} is ${count(value.length)} characters long: at most ${CONTENT_LIMITS.identifierChars}. ${fromAnImport}`
      : null
  return isItemName(key) ? `This item’s ${identifierName(key)} is not text. ${fromAnImport}` : null
}

/** What is wrong with a list item's indentation, in the Studio's words, or null. */
function levelProblem(level: unknown): string | null {
  if (level === undefined || level === null) return null
  if (typeof level !== 'number') return 'This list item’s indentation is not a number: indent it again.'
  return level > CONTENT_LIMITS.listLevels
    ? `This list item is indented ${count(level)} levels deep: at most ${CONTENT_LIMITS.listLevels}. Outdent it.`
    : null
}

/** What a document holds past the limits, each at its field, in the words the Studio shows. */
export function limitProblems(document: Record<string, unknown>): LimitProblem[] {
  const problems: LimitProblem[] = []
  let total = 0
  const walk = (value: unknown, path: PathSegment[], key: string | null) => {
    if (isIdentifier(key)) {
      const problem = identifierProblem(key!, value)
      if (problem) problems.push({path, message: problem})
      if (typeof value === 'string') total += value.length
      return
    }
    if (typeof value === 'string') {
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
    if (!isRecord(value)) return
    for (const [field, child] of Object.entries(value)) {
      if (field === 'level' && isBlock(value)) {
        const problem = levelProblem(child)
        if (problem) problems.push({path: [...path, field], message: problem})
      } else walk(child, [...path, field], field)
    }
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
 * A query's answer cut to what the site renders: each text to its limit (a key, type name or id to
 * its own), each list to its limit (sections to theirs), a list item's indentation to the deepest level,
 * and all the text together to one answer's budget, in reading order. A `_key` or `_type` that is not
 * text is left out (its item then has no key, or is of no kind the site draws). Within the limits the
 * copy equals the answer; the answer itself is never changed.
 */
export function withinLimits<T>(value: T): T {
  let budget = ANSWER_TEXT_CHARS
  const cut = (node: unknown, key: string | null): unknown => {
    if (typeof node === 'string') {
      const kept = node.slice(
        0,
        Math.max(0, Math.min(isIdentifier(key) ? CONTENT_LIMITS.identifierChars : CONTENT_LIMITS.textChars, budget)),
      )
      budget -= kept.length
      return kept
    }
    if (Array.isArray(node)) {
      const max = holdsSections(key) ? CONTENT_LIMITS.sections : CONTENT_LIMITS.listItems
      return node.slice(0, max).map((item) => cut(item, null))
    }
    if (!isRecord(node)) return node
    const kept: Record<string, unknown> = {}
    for (const [field, child] of Object.entries(node)) {
      if (isItemName(field) && typeof child !== 'string') continue
      if (field === 'level' && isBlock(node)) kept[field] = drawnLevel(child)
      else kept[field] = cut(child, field)
    }
    return kept
  }
  return cut(value, null) as T
}
