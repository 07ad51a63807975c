/**
 * What a single page (Home, About, the summit pages…) may hold: its own parts (pageParts.tsx), then
 * the editors' "More sections" of the builder's kinds, placed by the runner as one list.
 */
import {SECTION_KINDS} from '@/components/builder/registry'
import type {PageSectionData} from '@/components/builder/types'
import {PAGE_PARTS, type PagePart} from './pageParts'
import type {SectionKinds} from './placeSections'

export type SinglePageSection = PagePart | PageSectionData

export const SINGLE_PAGE_KINDS: SectionKinds<SinglePageSection> = {...PAGE_PARTS, ...SECTION_KINDS}
