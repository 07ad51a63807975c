/**
 * GROQ as the stand-in evaluates it (groq-js). groq-js has no `text::query()`, which the Studio's
 * lists and search use; the match against it is replaced by `true`, so a search lists every document its other filters allow
 * (the tests pick the document they want from that list).
 */
import {evaluate, parse} from 'groq-js'

type Params = Record<string, unknown>

const CALL = String.raw`text::query\((?:[^()]|\([^()]*\))*\)`
/** `[@, _id] match text::query($q)` (the list search) and any other use of the function. */
const TEXT_QUERY = new RegExp(String.raw`(?:\[[^\[\]]*\]|[\w@.]+)\s+match\s+${CALL}|${CALL}`, 'g')

export async function runQuery(query: string, params: Params, dataset: unknown[]) {
  const tree = parse(query.replace(TEXT_QUERY, 'true'), {params})
  return (await evaluate(tree, {dataset, params})).get()
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
