/**
 * The launch checklist: what still has to be replaced before the site goes public. One set of rules,
 * used by the Studio's "Launch checklist" tool, its field warnings, `pnpm content:check` and the
 * site's build. Browser-safe: reading a dataset from disk or the Content Lake lives in `./source`.
 */
export {KINDS, KIND_NOUNS, KIND_TITLES, PLACEHOLDER_KINDS, PLACEHOLDER_WARNING, type LaunchKind} from './kinds.ts'
export {hasSampleMarker, placeholderHost, placeholderIn, placeholderVideoId, type Placeholder, type PlaceholderKind} from './values.ts'
export {pathToString, type Path, type PathSegment} from './paths.ts'
export {isListedType, LISTINGS, notListedMessage, type ListedType, type Listing} from './listings.ts'
export {ROUTED_TYPES, SEARCH_DESCRIPTION_FIELDS, searchDescriptionField} from './searchDescriptions.ts'
export {
  checkDocuments,
  danglingReferenceItems,
  draftView,
  isContentDocument,
  isPublishedId,
  itemKey,
  missingAltItems,
  missingSearchDescriptionItems,
  placeholderItems,
  publishedIdOf,
  unlistedItems,
  type Document,
  type LaunchItem,
} from './check.ts'
export {
  describeDocument,
  describeItem,
  describePath,
  schemaFromFieldTitles,
  SEPARATOR,
  spellOut,
  type FieldTitles,
  type SchemaLike,
  type SchemaTypeLike,
} from './labels.ts'
export {formatReport, groupByKind, summaryLine, type KindGroup} from './report.ts'
