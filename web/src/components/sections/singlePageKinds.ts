/**
 * What a single page (Home, About, the summit pages…) may hold: its own sections (ownSections.tsx), then
 * the editors' "More sections" of the builder's kinds, placed by the runner as one list.
 */
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import type {PageSectionData} from '@/components/builder/types'
import {OWN_SECTION_KINDS, type OwnSection} from './ownSections'
import type {SectionKinds} from './placeSections'

export type SinglePageSection = OwnSection | PageSectionData

export const SINGLE_PAGE_KINDS: SectionKinds<SinglePageSection> = {...OWN_SECTION_KINDS, ...SECTION_KINDS}
