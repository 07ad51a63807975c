/**
 * The content source map the Content Lake returns with a query result when asked (`resultSourceMap`):
 * for each text in the result, the document and field it came from. Next to it, a client with stega
 * on hides a link to that field in the text, which Visual Editing turns into click-to-edit. The Lake
 * traces each value through the query; the stand-in finds it by value instead (the first document
 * field holding the same text), which is enough for a text only one field holds.
 */
import type {LakeDocument} from './store.ts'

type Mapping = {type: 'value'; source: {type: 'documentValue'; document: number; path: number}}

export interface ContentSourceMap {
  documents: {_id: string; _type: string}[]
  paths: string[]
  mappings: Record<string, Mapping>
}

const segment = (key: string | number) => (typeof key === 'number' ? `[${key}]` : `['${key.replace(/'/g, "\\'")}']`)

/** Every text in `value` with its JSONPath (`$['sections'][0]['body']`), system fields left out. */
function texts(value: unknown, path: string, out: [path: string, text: string][] = []) {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((item, index) => texts(item, path + segment(index), out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) texts(item, path + segment(key), out)
  return out
}

/** `documents` as the query saw them (a draft laid over its published twin keeps its `_originalId`). */
export function sourceMapFor(result: unknown, documents: LakeDocument[]): ContentSourceMap {
  const origins = new Map<string, {document: number; path: string}>()
  documents.forEach((doc, index) => {
    for (const [path, text] of texts(doc, '$')) if (!origins.has(text)) origins.set(text, {document: index, path})
  })
  const map: ContentSourceMap = {documents: [], paths: [], mappings: {}}
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  for (const [resultPath, text] of texts(result, '$')) {
    const origin = origins.get(text)
    if (!origin) continue
    if (!documentIndex.has(origin.document)) {
      const doc = documents[origin.document]!
      documentIndex.set(origin.document, map.documents.push({_id: String(doc._originalId ?? doc._id), _type: doc._type}) - 1)
    }
    if (!pathIndex.has(origin.path)) pathIndex.set(origin.path, map.paths.push(origin.path) - 1)
    map.mappings[resultPath] = {
      type: 'value',
      source: {type: 'documentValue', document: documentIndex.get(origin.document)!, path: pathIndex.get(origin.path)!},
    }
  }
  return map
}
