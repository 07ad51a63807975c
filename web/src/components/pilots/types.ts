/** Shapes the pilots components receive, taken from the generated query result types (never hand-written). */
import type {PilotBySlugQueryResult, PilotsPageQueryResult} from '@site/types'

export type PilotsPageData = NonNullable<PilotsPageQueryResult>
export type PilotCardData = PilotsPageData['pilots'][number]
export type LearnMoreData = NonNullable<PilotsPageData['learnMore']>

export type PilotCaseStudy = NonNullable<PilotBySlugQueryResult>
export type SponsorData = NonNullable<PilotCaseStudy['sponsor']>
export type PilotSection = PilotCaseStudy['sections'][number]
/** One section type's data, picked by its `_type`. */
export type SectionOf<T extends PilotSection['_type']> = Extract<PilotSection, {_type: T}>
