/**
 * Renders a case study's sections in the order editors composed them, one component per section
 * type, in the shared section frame. An unknown or empty section is skipped, never a crash.
 */
import type {ReactNode} from 'react'
import {FramedSections} from '@/components/sections/FramedSections'
import {ExperimentSummarySection} from './sections/ExperimentSummarySection'
import {CaseStudyFiguresSection} from './sections/CaseStudyFiguresSection'
import {ImplementersSection} from './sections/ImplementersSection'
import {ObjectivesSection} from './sections/ObjectivesSection'
import {ResourcesSection} from './sections/ResourcesSection'
import {CaseStudyTextSection} from './sections/CaseStudyTextSection'
import {TimelineSection} from './sections/TimelineSection'
import {UpdateSection} from './sections/UpdateSection'
import type {PilotSection} from './types'

function renderSection(section: PilotSection): ReactNode {
  switch (section._type) {
    case 'pilotTextSection':
      return section.body?.length ? <CaseStudyTextSection section={section} /> : null
    case 'pilotObjectivesSection':
      return section.objectives.length ? <ObjectivesSection section={section} /> : null
    case 'pilotTimelineSection':
      return section.milestones.length ? <TimelineSection section={section} /> : null
    case 'pilotImplementersSection':
      return section.implementers.length ? <ImplementersSection section={section} /> : null
    case 'pilotFiguresSection':
      return section.statistics.length ? <CaseStudyFiguresSection section={section} /> : null
    case 'pilotResourcesSection':
      return section.links.length ? <ResourcesSection section={section} /> : null
    case 'pilotUpdateSection':
      return section.parts.length || section.intro?.length ? <UpdateSection section={section} /> : null
    case 'pilotExperimentSummarySection':
      return section.body?.length || section.sdgs.length ? <ExperimentSummarySection section={section} /> : null
    default:
      return null
  }
}

export function PilotSections({sections}: {sections: PilotSection[]}) {
  return (
    <div className="space-y-14 sm:space-y-16">
      <FramedSections
        marker
        sections={sections.map((section) => ({key: section._key, heading: section.heading, content: renderSection(section)}))}
      />
    </div>
  )
}
