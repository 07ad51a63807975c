/**
 * The pure part of `pnpm content:redirects import FILE.csv` (contentRedirects.ts does the files and the
 * printing): an old site's redirect list read into rows, and the rows checked against the dataset's
 * published documents into the `redirect` documents to add and the rows refused, each with every reason.
 *
 * The rules are @site/routes' `redirectProblems`, the ones the Studio's redirect form and the site's
 * proxy apply, so an imported redirect is one an editor could have made. This file only says what a
 * row's words mean (a path → the page at that address now, "302" → temporary) and what the dataset
 * knows (who holds an address now or held it before, which redirects exist).
 */
import {createHash} from 'node:crypto'
import {parse} from 'csv-parse/sync'
import {isPublishedId, publishedIdOf, spellOut, type Document, type SchemaLike} from '@site/launch-check'
import {
  documentPath,
  isSluggedType,
  MAX_REDIRECTS,
  noteProblem,
  PAGE_PATHS,
  redirectKey,
  redirectProblems,
  type AddressHolder,
  type AddressLookup,
  type RedirectDraft,
  type SiteContext,
} from '@site/routes'

/** One row of the list: its line in the file (where it starts) and its values, trimmed. */
export type RedirectRow = {line: number; from: string; to: string; permanent: string; note: string}

export type RedirectDocument = {
  _id: string
  _type: 'redirect'
  from: string
  to?: {_type: 'reference'; _ref: string; _weak: true}
  url?: string
  permanent: boolean
  note?: string
}

export type RefusedRow = {row: RedirectRow; reasons: string[]}

export const REQUIRED_COLUMNS = ['from', 'to', 'permanent'] as const

/** The largest list read: MAX_REDIRECTS rows with notes fill a few hundred kilobytes, so a larger file is another file. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024

const count = (n: number) => n.toLocaleString('en')

/** What is wrong with a list of this many bytes, or null. */
export function csvSizeProblem(bytes: number): string | null {
  return bytes > MAX_CSV_BYTES
    ? `the file is ${(bytes / 1024 / 1024).toFixed(1)} MB: a list of redirects is at most ${MAX_CSV_BYTES / 1024 / 1024} MB. Check that it is the right file.`
    : null
}

/**
 * C0 and C1 controls (a terminal's escape sequences start with one), DEL, the line separators, and the
 * marks that reverse the order text is shown in: a value from the file printed as it is could clear the
 * screen, move the cursor or print a summary of its own.
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

/** Text from the file, made safe to print: each unprintable character written as its \u escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const LF = 0x0a
const CR = 0x0d

/**
 * The rows of a CSV list whose header names the columns from, to, permanent (any order and case; a
 * `note` column is kept, other columns are ignored). Throws when the file is not CSV (the message
 * names the line) or a column is missing, so that nothing of a list read wrongly is imported.
 */
export function readRedirectCsv(input: string | Uint8Array): RedirectRow[] {
  const bytes = typeof input === 'string' ? Buffer.from(input) : Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  const tooLarge = csvSizeProblem(bytes.length)
  if (tooLarge) throw new Error(tooLarge)
  // A CSV library, not split(','): a quoted value may hold commas, doubled quotes and line breaks, and
  // a spreadsheet's export may start with a byte-order mark. A hand-written split gets each one wrong.
  let records: {record: string[]; info: {bytes: number}}[]
  try {
    records = parse(bytes, {bom: true, info: true, skip_empty_lines: true}) as unknown as typeof records
  } catch (error) {
    throw new Error(`not a readable CSV file: ${(error as Error).message}`, {cause: error})
  }
  const [header, ...rows] = records
  const names = header?.record.map((name) => name.trim().toLowerCase()) ?? []
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column))
  if (missing.length)
    throw new Error(
      `the header row has no ${missing.map((column) => `“${column}”`).join(', ')} column: the first row must name ` +
        `the columns ${REQUIRED_COLUMNS.join(',')}${header ? ` (it reads ${header.record.join(',')})` : ' (the file is empty)'}.`,
    )
  const value = (record: string[], column: string) => (names.includes(column) ? (record[names.indexOf(column)] ?? '') : '').trim()

  // csv-parse counts a line break inside a quoted value written as CRLF as two lines, so each row's
  // line is counted here from where it starts in the file, past the blank lines before it.
  let line = 1
  let scanned = 0
  let start = header!.info.bytes
  const result: RedirectRow[] = []
  for (const {record, info} of rows) {
    while (bytes[start] === LF || bytes[start] === CR) start++
    for (; scanned < start; scanned++) if (bytes[scanned] === LF) line++
    start = info.bytes
    // A spreadsheet's export ends with rows of empty cells (",,"): no one's redirect.
    if (record.every((cell) => !cell.trim())) continue
    const [from, to, permanent, note] = [...REQUIRED_COLUMNS, 'note'].map((column) => value(record, column))
    result.push({line, from: from!, to: to!, permanent: permanent!, note: note!})
  }
  if (result.length > MAX_REDIRECTS)
    throw new Error(
      `the file has ${count(result.length)} rows: the site holds at most ${count(MAX_REDIRECTS)} redirects. Split the list, or keep the addresses still visited.`,
    )
  return result
}

/**
 * The words an old site's list may use for a redirect's kind, empty meaning permanent. Old sites
 * export 301 and 302; the site answers 308 and 307, the same to a visitor and safe for a form's POST.
 */
const KIND_WORDS: Record<string, boolean> = {
  '': true,
  true: true,
  yes: true,
  permanent: true,
  308: true,
  301: true,
  false: false,
  no: false,
  temporary: false,
  307: false,
  302: false,
}

/** Whether a row's `permanent` value means permanent, or null when it is none of the words above. */
export function permanentOf(value: string): boolean | null {
  const word = value.trim().toLowerCase()
  return Object.hasOwn(KIND_WORDS, word) ? KIND_WORDS[word]! : null
}

/** The id a redirect is imported under: the same address gets the same id, so an import run twice adds nothing twice. */
function redirectId(key: string): string {
  return `redirect-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const slugOf = (doc: Document) => text((doc.slug as {current?: unknown} | undefined)?.current)

/** What the dataset's published documents say about addresses, for the rules and for resolving a row's `to`. */
function addressBook(documents: readonly Document[], schema?: SchemaLike) {
  const published = documents.filter((doc) => isPublishedId(doc._id))
  // Named as the Studio's redirect form names it (schemaTypes/redirects/lakeLookup.ts).
  const holder = (doc: Document): AddressHolder => ({
    title: text(doc.title) ?? text(doc.name) ?? doc._id,
    kind: schema?.get(doc._type)?.title ?? spellOut(doc._type),
  })
  const find = (test: (doc: Document) => boolean) => {
    const doc = published.find(test)
    return doc ? holder(doc) : null
  }

  // Each page by the address the site links to it at now. Documents shown inside other pages (a team
  // member, a Beacon page) have no page of their own to lead to.
  const pages = new Map<string, Document>()
  for (const doc of published) {
    const path = Object.hasOwn(PAGE_PATHS, doc._type) || isSluggedType(doc._type) ? documentPath(doc._type, slugOf(doc)) : null
    if (path && !pages.has(path)) pages.set(path, doc)
  }
  const pathOfId = new Map([...pages].map(([path, doc]) => [doc._id, path]))

  // Drafts too, as in the Studio: an address an editor is already redirecting is taken.
  const redirects = new Map<string, {from: string; to: string}>()
  for (const doc of documents) {
    const from = text(doc.from)
    const key = doc._type === 'redirect' && from ? redirectKey(from) : null
    const ref = (doc.to as {_ref?: string} | undefined)?._ref
    const to = text(doc.url) ?? (ref && pathOfId.get(ref)) ?? 'a page'
    if (key !== null && !redirects.has(key)) redirects.set(key, {from: from!, to})
  }

  const lookup: AddressLookup = {
    currentHolder: (type, slug) => find((doc) => doc._type === type && slugOf(doc) === slug),
    earlierHolder: (type, slug) =>
      find((doc) => doc._type === type && Array.isArray(doc.previousSlugs) && doc.previousSlugs.includes(slug)),
    otherRedirect: (key) => redirects.get(key) ?? null,
  }
  // Each redirect once, published or only a draft: what the site will hold once they are all published.
  const redirectCount = new Set(documents.filter((doc) => doc._type === 'redirect').map((doc) => publishedIdOf(doc._id))).size
  return {pages, redirects, lookup, redirectCount, ids: new Set(documents.map((doc) => publishedIdOf(doc._id)))}
}

type Target = {draft: Omit<RedirectDraft, 'from'>; ref?: string; problem?: string}

/** A row's `to`: a path of this site is the page at that address now; anything else an outside address. */
function targetOf(to: string, pages: ReadonlyMap<string, Document>): Target {
  if (!to.startsWith('/') || to.startsWith('//')) return {draft: {hasTo: false, url: to}}
  const key = redirectKey(to)
  const page = key === null ? undefined : pages.get(key)
  if (page) return {draft: {hasTo: true, toPath: key}, ref: page._id}
  // No toPath: the rules' own "no address yet" is about a chosen page, and here none was found.
  return {
    draft: {hasTo: true},
    problem: `No page of the site is at ${to}: write the address a published page has now, or an outside address starting with https://.`,
  }
}

/**
 * The redirect documents to add for `rows`, and the rows refused with every reason. Rows are checked
 * in order against the dataset and the rows accepted before them, so of two rows with one address
 * the second is refused, naming the first. `site` names the site's address, whose host no outside
 * address may have. Throws when the dataset's redirects and the accepted rows together pass
 * MAX_REDIRECTS: then none is to be written.
 */
export async function importRedirects(
  rows: readonly RedirectRow[],
  documents: readonly Document[],
  schema?: SchemaLike,
  site: SiteContext = {},
): Promise<{accepted: RedirectDocument[]; refused: RefusedRow[]}> {
  const book = addressBook(documents, schema)
  const accepted: RedirectDocument[] = []
  const refused: RefusedRow[] = []
  for (const row of rows) {
    const target = targetOf(row.to, book.pages)
    const permanent = permanentOf(row.permanent)
    const key = redirectKey(row.from)
    const reasons = await redirectProblems({from: row.from, ...target.draft}, book.lookup, site)
    if (target.problem) reasons.push(target.problem)
    const note = noteProblem(row.note)
    if (note) reasons.push(note)
    if (permanent === null)
      reasons.push(
        `“${row.permanent}” is not a kind of redirect: write permanent (or true, yes, 308, 301) or temporary (or false, no, 307, 302); empty means permanent.`,
      )
    const id = key === null ? null : redirectId(key)
    // Only a redirect whose address an editor changed after an import still has this id.
    if (!reasons.length && id && book.ids.has(id))
      reasons.push(
        `The dataset already has a document ${id}, the id this address is imported under: edit that redirect in the Studio instead.`,
      )
    if (reasons.length || !id || permanent === null) {
      refused.push({row, reasons})
      continue
    }
    accepted.push({
      _id: id,
      _type: 'redirect',
      from: row.from,
      ...(target.ref ? {to: {_type: 'reference', _ref: target.ref, _weak: true}} : {url: row.to}),
      permanent,
      ...(row.note ? {note: row.note} : {}),
    })
    book.ids.add(id)
    book.redirects.set(key!, {from: row.from, to: `${row.to}, line ${row.line} of this file`})
  }
  if (book.redirectCount + accepted.length > MAX_REDIRECTS)
    throw new Error(
      `the dataset holds ${count(book.redirectCount)} redirect${book.redirectCount === 1 ? '' : 's'} and this file adds ${count(accepted.length)}: ` +
        `the site holds at most ${count(MAX_REDIRECTS)}. Delete redirects no longer needed in the Studio, or shorten the file.`,
    )
  return {accepted, refused}
}
