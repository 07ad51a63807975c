/** Shapes the pilots components receive, taken from the generated query result types (never hand-written). */
import type {PilotBySlugQueryResult, PilotsPageQueryResult} from '@site/types'

export type PilotsPageData = NonNullable<PilotsPageQueryResult>
export type PilotCardData = PilotsPageData['pilots'][number]
export type LearnMoreData = NonNullable<PilotsPageData['learnMore']>

export type PilotPageData = NonNullable<PilotBySlugQueryResult>
export type SponsorData = NonNullable<PilotPageData['sponsor']>
export type PilotSection = PilotPageData['sections'][number]
/** One section type's data, picked by its `_type`. */
export type SectionOf<T extends PilotSection['_type']> = Extract<PilotSection, {_type: T}>
