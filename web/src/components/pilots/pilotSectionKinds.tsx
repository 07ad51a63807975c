/**
 * A pilot page's kinds of section, for the runner (components/sections/placeSections.tsx): one
 * content component per kind, in the shared frame with the pilot pages' accent bar, and what each
 * needs to be drawn at all. The editors' order is the page's.
 */
import {framed} from '@/components/sections/framed'
import type {SectionKinds} from '@/components/sections/placeSections'
import {ExperimentSummarySection} from './sections/ExperimentSummarySection'
import {PilotFigures} from './sections/PilotFigures'
import {ImplementersSection} from './sections/ImplementersSection'
import {ObjectivesSection} from './sections/ObjectivesSection'
import {ResourcesSection} from './sections/ResourcesSection'
import {PilotProse} from './sections/PilotProse'
import {TimelineSection} from './sections/TimelineSection'
import {UpdateSection} from './sections/UpdateSection'
import type {PilotSection} from './types'

const heading = (section: PilotSection) => section.heading

export const PILOT_SECTION_KINDS: SectionKinds<PilotSection> = {
  pilotTextSection: framed({content: PilotProse, heading, marker: true, shows: (section) => !!section.body?.length}),
  pilotObjectivesSection: framed({content: ObjectivesSection, heading, marker: true, shows: (section) => section.objectives.length > 0}),
  pilotTimelineSection: framed({content: TimelineSection, heading, marker: true, shows: (section) => section.milestones.length > 0}),
  pilotImplementersSection: framed({
    content: ImplementersSection,
    heading,
    marker: true,
    shows: (section) => section.implementers.length > 0,
  }),
  pilotFiguresSection: framed({content: PilotFigures, heading, marker: true, shows: (section) => section.statistics.length > 0}),
  pilotResourcesSection: framed({content: ResourcesSection, heading, marker: true, shows: (section) => section.links.length > 0}),
  pilotUpdateSection: framed({
    content: UpdateSection,
    heading,
    marker: true,
    shows: (section) => section.parts.length > 0 || !!section.intro?.length,
  }),
  pilotExperimentSummarySection: framed({
    content: ExperimentSummarySection,
    heading,
    marker: true,
    shows: (section) => !!section.body?.length || section.sdgs.length > 0,
  }),
}
