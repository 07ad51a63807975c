/** The default source: the bundled dataset, queried in-process with groq-js. */
import {loadDataset, queryDocuments, type QueryParams} from '@site/content'

export function queryEmbedded<T>(file: string, imagePrefix: string, query: string, params: QueryParams = {}) {
  return queryDocuments<T>(loadDataset(file, imagePrefix).documents, query, params)
}
