/**
 * GROQ as the stand-in evaluates it (groq-js). groq-js has no `text::query()`, which the Studio's
 * lists, search and reference pickers use, so each `X match text::query(Q)` is rewritten before
 * evaluation: matched against fields (`title match text::query($q)`) it becomes GROQ's own
 * `title match ($q)`, whose word and prefix (`givi*`) matching is what the Lake's text search does
 * for these queries; matched against the whole document (`[@, _id] match text::query($q)`) it
 * becomes `_id in $ids`, the ids of the documents whose texts (every string they hold) match.
 * groq-js has `releases::all()` (every `system.release` document of the dataset), but the engine hands
 * a query only the types its `*` filters name, none for that call: it is read as the same
 * `*[_type == "system.release"]`, which names its type.
 */
import {evaluate, parse} from 'groq-js'
import {queryDocuments, type SanityDocumentLike} from '@site/content'

type Params = Record<string, unknown>

const ARGUMENT = String.raw`((?:[^()]|\([^()]*\))*)`
/** `LEFT match text::query(ARGUMENT)` with LEFT the whole document: `@`, or an array holding it (`[@, _id]`). */
const MATCH_WHOLE_DOCUMENT = new RegExp(String.raw`(\[[^\[\]]*\]|@)\s+match\s+text::query\(${ARGUMENT}\)`, 'g')
const HOLDS_DOCUMENT = /(^|[[,\s])@(?=[\s,\]]|$)/
/** Any other `text::query(ARGUMENT)`: matched against fields, GROQ's own `match` does. */
const TEXT_QUERY = new RegExp(String.raw`text::query\(${ARGUMENT}\)`, 'g')

/** Every text a document holds (not its system fields), the way a text index sees it. */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key.startsWith('_') && key !== '_id' ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, child]) => textsOf(child, name))
  return []
}

async function evaluateExpression(expression: string, params: Params) {
  return (await evaluate(parse(expression, {params}), {params})).get()
}

/** The query with every `text::query()` rewritten, and the parameters the rewrite needs. */
async function withTextSearch(query: string, params: Params, dataset: unknown[]) {
  const extra: Params = {}
  const parts: string[] = []
  let last = 0
  for (const match of query.matchAll(MATCH_WHOLE_DOCUMENT)) {
    const [whole, left, argument] = match as unknown as [string, string, string]
    if (!HOLDS_DOCUMENT.test(left)) continue
    parts.push(query.slice(last, match.index))
    last = match.index + whole.length
    const pattern = await evaluateExpression(argument, params)
    const matching: string[] = []
    for (const doc of dataset as {_id: string}[]) {
      if (await evaluateExpression('$texts match $pattern', {texts: textsOf(doc), pattern})) matching.push(doc._id)
    }
    const name = `__standinTextMatches${Object.keys(extra).length}`
    extra[name] = matching
    parts.push(`_id in $${name}`)
  }
  parts.push(query.slice(last))
  return {query: parts.join('').replace(TEXT_QUERY, '($1)'), params: {...params, ...extra}}
}

/**
 * A query over the documents a perspective shows (`dataset`, already that view), through the same engine
 * as the site's bundled source (@site/content's `queryDocuments`), so it is indexed as the Lake is:
 * each `->` resolved by `_id`, each `*` seeing only the types the query filters on. groq-js alone
 * evaluates every filter on every document and scans them for every reference: with the launch
 * content ×100 a pilot's page took 2–3 s to render after a publish instead of a fraction of one.
 */
const RELEASES_ALL = /releases::all\(\s*\)/g

export async function runQuery(query: string, params: Params, dataset: unknown[]) {
  const text = query.replace(RELEASES_ALL, '*[_type == "system.release"]')
  const rewritten = text.includes('text::query') ? await withTextSearch(text, params, dataset) : {query: text, params}
  return queryDocuments(dataset as SanityDocumentLike[], rewritten.query, rewritten.params, 'raw')
}

/** Whether a document is one a listener's query (`*[filter]`) selects. */
export async function selects(query: string, params: Params, doc: unknown) {
  if (!doc) return false
  const result = await runQuery(query, params, [doc])
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

/** A webhook projection evaluated the way the Lake does: `@` is the document, before()/after() see both states. */
export async function project(projection: string, dataset: unknown[], before: unknown, after: unknown) {
  const tree = parse(projection, {mode: 'delta'})
  return (await evaluate(tree, {dataset, root: after ?? before, before, after})).get()
}
