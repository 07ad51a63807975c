/**
 * Loads the bundled dataset (data.ndjson in Sanity's export format) into the document list the
 * Content Lake would hold: image references rewritten to asset references, asset documents added.
 */
import {readFileSync, statSync} from 'node:fs'
import {imageAssetDocument, parseSanityAsset, type BundledImage} from './assets.ts'

export type SanityDocumentLike = {_id: string; _type: string; [key: string]: unknown}

export function parseNdjson(text: string, source = 'data.ndjson'): SanityDocumentLike[] {
  return text
    .split('\n')
    .map((line, index) => ({line: line.trim(), index}))
    .filter(({line}) => line.length > 0)
    .map(({line, index}) => {
      try {
        return JSON.parse(line) as SanityDocumentLike
      } catch (error) {
        throw new Error(`${source}: line ${index + 1} is not valid JSON (${(error as Error).message})`, {cause: error})
      }
    })
}

/** Replaces every export-format image with a Lake-style asset reference; collects the images met. */
function linkImages(value: unknown, found: Map<string, BundledImage>): unknown {
  if (Array.isArray(value)) return value.map((item) => linkImages(item, found))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const image = parseSanityAsset(child)
      if (!image) throw new Error(`Unrecognised image reference "${child}": expected image@file://./images/NAME-WxH.EXT`)
      found.set(image.assetId, image)
      result.asset = {_type: 'reference', _ref: image.assetId}
      continue
    }
    result[key] = linkImages(child, found)
  }
  return result
}

export interface LoadedDataset {
  documents: SanityDocumentLike[]
  images: BundledImage[]
}

/** Turns raw export documents into what the Lake would serve. `imageUrlPrefix` is where images/ is served. */
export function toLakeDocuments(raw: SanityDocumentLike[], imageUrlPrefix: string): LoadedDataset {
  const found = new Map<string, BundledImage>()
  const documents = raw.map((doc) => linkImages(doc, found) as SanityDocumentLike)
  const images = [...found.values()]
  return {documents: [...documents, ...images.map((image) => imageAssetDocument(image, imageUrlPrefix))], images}
}

const cache = new Map<string, {mtimeMs: number; size: number; loaded: LoadedDataset}>()

/**
 * Reads and prepares the ndjson file, re-reading only when it changed on disk. That keeps a build's
 * hundreds of queries cheap while a publish (the file replaced) is seen by the next query.
 */
export function loadDataset(ndjsonPath: string, imageUrlPrefix: string): LoadedDataset {
  const {mtimeMs, size} = statSync(ndjsonPath)
  const key = `${ndjsonPath}|${imageUrlPrefix}`
  const hit = cache.get(key)
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.loaded
  const raw = parseNdjson(readFileSync(ndjsonPath, 'utf8'), ndjsonPath)
  // A file caught between its truncation and its write (a copy over it, not a rename) reads as empty: never a dataset.
  if (raw.length === 0) throw new Error(`${ndjsonPath} holds no documents`)
  const loaded = toLakeDocuments(raw, imageUrlPrefix)
  cache.set(key, {mtimeMs, size, loaded})
  return loaded
}
