/** Shapes the page builder's components receive, taken from the generated query result types (never hand-written). */
import type {PageBySlugQueryResult} from '@site/types'

export type PageData = NonNullable<PageBySlugQueryResult>
export type PageSectionData = PageData['sections'][number]
export type PageSectionType = PageSectionData['_type']
/** One section kind's data, picked by its `_type`. */
export type PageSectionOf<T extends PageSectionType> = Extract<PageSectionData, {_type: T}>
/** A button of a hero or a call to action. */
export type SectionButtonData = PageSectionOf<'heroSection'>['buttons'][number]

/**
 * What every section component gets besides its data: its anchor id, whether it opens the page (then
 * its title is the page's h1, and it never fades in), and its step of the fade-in stagger otherwise.
 */
interface SectionPlacement {
  id: string
  first: boolean
  delay?: number
}

export type SectionProps<T extends PageSectionType> = {section: PageSectionOf<T>} & SectionPlacement
