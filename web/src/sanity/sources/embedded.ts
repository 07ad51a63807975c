/** The default source: the bundled dataset, queried in-process with groq-js. */
import {statSync} from 'node:fs'
import {loadDataset, queryDocuments, type Perspective, type QueryParams} from '@site/content'

/** Changes whenever the dataset file does (a publish rewrites it): in the data cache's keys (fetch.ts) and the untagged answers' freshness. */
export function datasetVersion(file: string) {
  try {
    const {mtimeMs, size} = statSync(file)
    return `${mtimeMs}-${size}`
  } catch {
    return 'missing'
  }
}

export function queryEmbedded<T>(
  file: string,
  imagePrefix: string,
  query: string,
  params: QueryParams = {},
  perspective: Perspective = 'published',
) {
  return queryDocuments<T>(loadDataset(file, imagePrefix).documents, query, params, perspective)
}
