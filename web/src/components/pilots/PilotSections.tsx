/**
 * Renders a case study's sections in the order editors composed them, one component per section
 * type. An unknown or empty section is skipped, never a crash.
 */
import type {ReactNode} from 'react'
import {ExperimentSummarySection} from './sections/ExperimentSummarySection'
import {FiguresSection} from './sections/FiguresSection'
import {ImplementersSection} from './sections/ImplementersSection'
import {ObjectivesSection} from './sections/ObjectivesSection'
import {ResourcesSection} from './sections/ResourcesSection'
import {SectionFrame} from './sections/SectionFrame'
import {TextSection} from './sections/TextSection'
import {TimelineSection} from './sections/TimelineSection'
import {UpdateSection} from './sections/UpdateSection'
import type {PilotSection} from './types'

function renderSection(section: PilotSection): ReactNode {
  switch (section._type) {
    case 'pilotTextSection':
      return section.body?.length ? <TextSection section={section} /> : null
    case 'pilotObjectivesSection':
      return section.objectives.length ? <ObjectivesSection section={section} /> : null
    case 'pilotTimelineSection':
      return section.milestones.length ? <TimelineSection section={section} /> : null
    case 'pilotImplementersSection':
      return section.implementers.length ? <ImplementersSection section={section} /> : null
    case 'pilotFiguresSection':
      return section.statistics.length ? <FiguresSection section={section} /> : null
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

/** An anchor id from a heading ("Test / Experiment" → "test-experiment"), made unique on the page. */
function anchorIds(sections: PilotSection[]) {
  const seen = new Map<string, number>()
  return sections.map((section) => {
    const base =
      (section.heading ?? '')
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `section-${section._key}`
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count ? `${base}-${count + 1}` : base
  })
}

export function PilotSections({sections}: {sections: PilotSection[]}) {
  const ids = anchorIds(sections)
  const rendered = sections
    .map((section, index) => ({section, id: ids[index]!, content: renderSection(section)}))
    .filter((item) => item.content !== null)
  return (
    <div className="space-y-14 sm:space-y-16">
      {rendered.map(({section, id, content}, index) => (
        <SectionFrame key={section._key} id={id} heading={section.heading} index={index}>
          {content}
        </SectionFrame>
      ))}
    </div>
  )
}
