/** Shapes the inspiration components receive, taken from the generated query result types (never hand-written). */
import type {ArticleBySlugQueryResult, BeaconBySlugQueryResult, GetInspiredPageQueryResult} from '@site/types'

export type GetInspiredPage = NonNullable<GetInspiredPageQueryResult>
export type FinalistCardData = GetInspiredPage['finalists'][number]
export type ArticleCardData = GetInspiredPage['articles'][number]

export type BeaconPage = NonNullable<BeaconBySlugQueryResult>
export type Presenter = BeaconPage['finalist']['presenters'][number]
export type BeaconSection = BeaconPage['sectionsAfterAbout'][number]
/** One page-specific section type's data, picked by its `_type`. */
export type BeaconSectionOf<T extends BeaconSection['_type']> = Extract<BeaconSection, {_type: T}>

export type Article = NonNullable<ArticleBySlugQueryResult>
