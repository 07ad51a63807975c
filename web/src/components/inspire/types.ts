/** Shapes the inspiration components receive, taken from the generated query result types (never hand-written). */
import type {ArticleBySlugQueryResult, BeaconBySlugQueryResult, GetInspiredPageQueryResult} from '@site/types'

export type GetInspiredPageData = NonNullable<GetInspiredPageQueryResult>
export type FinalistCardData = GetInspiredPageData['finalists'][number]
export type ArticleCardData = GetInspiredPageData['articles'][number]

export type BeaconPageData = NonNullable<BeaconBySlugQueryResult>
export type Presenter = BeaconPageData['finalist']['presenters'][number]
export type BeaconSectionData = BeaconPageData['sectionsAfterAbout'][number]
/** One page-specific section type's data, picked by its `_type`. */
export type BeaconSectionOf<T extends BeaconSectionData['_type']> = Extract<BeaconSectionData, {_type: T}>

export type Article = NonNullable<ArticleBySlugQueryResult>
