/** Shapes the page builder's components receive, taken from the generated query result types (never hand-written). */
import type {PageBySlugQueryResult} from '@site/types'
import type {SectionDrawProps} from '@/components/sections/placeSections'

export type PageData = NonNullable<PageBySlugQueryResult>
export type PageSectionData = PageData['sections'][number]
export type PageSectionType = PageSectionData['_type']
/** One section kind's data, picked by its `_type`. */
export type PageSectionOf<T extends PageSectionType> = Extract<PageSectionData, {_type: T}>
/** A button of a hero or a call to action. */
export type SectionButtonData = PageSectionOf<'heroSection'>['buttons'][number]

/** What a builder section's component gets: its data and where the page's runner placed it. */
export type SectionProps<T extends PageSectionType> = SectionDrawProps<PageSectionOf<T>>
