/** The launch dataset and the embedded GROQ engine that serves it when no Sanity project is configured. */
export {parseSanityAsset, imageAssetDocument, type BundledImage} from './assets.ts'
export {loadDataset, parseNdjson, toLakeDocuments, type LoadedDataset, type SanityDocumentLike} from './dataset.ts'
export {queryDocuments, viewDocuments, type Perspective, type QueryParams} from './query.ts'
