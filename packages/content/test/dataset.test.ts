/**
 * The launch dataset is importable as it is: every document fits the schema, every reference and
 * image resolves inside the dataset, keys and slugs are unique, links are absolute.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import {parseNdjson, parseSanityAsset, type SanityDocumentLike} from '../src/index'
import {DATA_FILE, IMAGES_DIR} from '../src/paths'
import {checkDocument, schemaIndex, type SchemaEntry} from './schemaShape'

const documents = parseNdjson(readFileSync(DATA_FILE, 'utf8'))
const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../types/schema.json'), 'utf8')) as SchemaEntry[]
const index = schemaIndex(schema)

/** Visits every value in a document with its path. */
function walk(value: unknown, path: string, visit: (value: unknown, path: string, key: string) => void, key = '') {
  visit(value, path, key)
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, visit, key))
  else if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value)) walk(child, `${path}.${name}`, visit, name)
}

function collect(predicate: (value: unknown, key: string) => boolean) {
  const found: {doc: SanityDocumentLike; path: string; value: unknown}[] = []
  for (const doc of documents) walk(doc, doc._id, (value, path, key) => predicate(value, key) && found.push({doc, path, value}))
  return found
}

describe('launch dataset', () => {
  test('holds documents with unique, publicly readable ids', () => {
    expect(documents.length).toBeGreaterThan(50)
    const ids = documents.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
    // Ids with a dot are private in the Content Lake (drafts., versions., paths): none may be published.
    expect(ids.filter((id) => id.includes('.'))).toEqual([])
  })

  test('every document fits the extracted schema: types, required fields, enumerations, no unknown fields', () => {
    const problems = documents.flatMap((doc) => checkDocument(doc, index))
    expect(problems).toEqual([])
  })

  test('every document type of the schema has content but pages made in the Studio, and singletons exist once at their fixed id', () => {
    const types = new Set(documents.map((doc) => doc._type))
    // Pages made in the Studio are the editors' own: the launch content, the product as it is, has none.
    expect([...index.documentTypes].filter((type) => !types.has(type))).toEqual(['page'])
  })

  test('every reference resolves inside the dataset', () => {
    const ids = new Set(documents.map((doc) => doc._id))
    const dangling = collect((value, key) => key === '_ref' && typeof value === 'string' && !ids.has(value))
    expect(dangling.map(({path, value}) => `${path} -> ${String(value)}`)).toEqual([])
  })

  test('every image file exists with the dimensions its name states, and every file is used', () => {
    const assets = collect((value, key) => key === '_sanityAsset').map(({path, value}) => ({path, image: parseSanityAsset(String(value))}))
    expect(assets.filter(({image}) => !image).map(({path}) => path)).toEqual([])
    const used = new Set<string>()
    for (const {path, image} of assets) {
      const file = join(IMAGES_DIR, image!.fileName)
      expect(existsSync(file), `${path}: ${image!.fileName} is missing`).toBe(true)
      used.add(image!.fileName)
      if (image!.extension === 'svg') {
        const svg = readFileSync(file, 'utf8')
        const width = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]
        const height = /<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]
        expect(`${width}x${height}`, `${image!.fileName} width/height attributes`).toBe(`${image!.width}x${image!.height}`)
      }
    }
    const files = readdirSync(IMAGES_DIR).filter((name) => !name.startsWith('.'))
    expect(files.filter((name) => !used.has(name))).toEqual([])
  })

  test('every image carries alt text', () => {
    const images = collect((value) => !!value && typeof value === 'object' && '_sanityAsset' in (value as object))
    expect(images.filter(({value}) => !String((value as {alt?: string}).alt ?? '').trim()).map(({path}) => path)).toEqual([])
  })

  test('every array member object has a _key unique within its array', () => {
    const problems: string[] = []
    for (const doc of documents)
      walk(doc, doc._id, (value, path) => {
        if (!Array.isArray(value)) return
        const objects = value.filter((item) => item && typeof item === 'object')
        const keys = objects.map((item) => (item as {_key?: string})._key)
        if (keys.some((key) => !key)) problems.push(`${path}: member without _key`)
        if (new Set(keys).size !== keys.length) problems.push(`${path}: duplicate _key`)
      })
    expect(problems).toEqual([])
  })

  test('slugs are unique within each document type', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const doc of documents) {
      const slug = (doc.slug as {current?: string} | undefined)?.current
      if (!slug) continue
      const key = `${doc._type}:${slug}`
      if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)} and ${doc._id})`)
      seen.set(key, doc._id)
    }
    expect(duplicates).toEqual([])
  })

  test('links are absolute http(s) addresses, e-mail links are mailto:', () => {
    const links = collect((value, key) => typeof value === 'string' && (/url$/i.test(key) || key === 'href'))
    const absolute = /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[a-z]+)$/i
    const sitePath = /^\/[^\s]*$/
    // Only rich-text links (href) may point at a page of this site.
    const bad = links.filter(({value, path}) => !absolute.test(String(value)) && !(path.endsWith('.href') && sitePath.test(String(value))))
    expect(bad.map(({path, value}) => `${path}: ${String(value)}`)).toEqual([])
  })
})
