/**
 * The page-specific sections of a Beacon page, in the order editors composed them, one component per
 * section type (sections/), described for the page's FramedSections. Standard headings are interface
 * words kept here; an editor's heading replaces them. An empty or unknown section is skipped, never a
 * crash; the winner panel keeps its own look.
 */
import type {ReactNode} from 'react'
import type {PageSection} from '@/components/sections/FramedSections'
import {FactsSection} from './sections/FactsSection'
import {ImpactMetricsSection} from './sections/ImpactMetricsSection'
import {LinksSection} from './sections/LinksSection'
import {MilestonesSection} from './sections/MilestonesSection'
import {NextStepsSection} from './sections/NextStepsSection'
import {PaymentScheduleSection} from './sections/PaymentScheduleSection'
import {SummarySection} from './sections/SummarySection'
import {WinnerSection} from './sections/WinnerSection'
import type {BeaconSectionData as SectionData} from './types'

const STANDARD_HEADINGS: Record<SectionData['_type'], string> = {
  beaconWinnerSection: 'Winner',
  beaconSummarySection: 'Innovation Summary',
  beaconProjectDetailsSection: 'Project Details',
  beaconNextStepsSection: 'Next Steps',
  beaconLoanStructureSection: 'Loan Structure',
  beaconImpactMetricsSection: 'Impact Metrics',
  beaconMilestonesSection: 'Milestones',
  beaconPaymentScheduleSection: 'Payment Schedule',
  beaconLinksSection: 'Learn More',
}

function headingOf(section: SectionData) {
  if (section._type === 'beaconWinnerSection') return section.title || STANDARD_HEADINGS.beaconWinnerSection
  return section.heading || STANDARD_HEADINGS[section._type]
}

function renderSection(section: SectionData, heading: string): ReactNode {
  switch (section._type) {
    case 'beaconSummarySection':
      return section.body?.length ? <SummarySection section={section} /> : null
    case 'beaconProjectDetailsSection':
    case 'beaconLoanStructureSection':
      return section.facts.length || section.body?.length ? <FactsSection section={section} /> : null
    case 'beaconNextStepsSection':
      return section.steps.length ? <NextStepsSection section={section} /> : null
    case 'beaconImpactMetricsSection':
      return section.metrics.length ? <ImpactMetricsSection section={section} /> : null
    case 'beaconMilestonesSection':
      return section.items.length ? <MilestonesSection section={section} /> : null
    case 'beaconPaymentScheduleSection':
      return section.rows.length ? <PaymentScheduleSection section={section} caption={heading} /> : null
    case 'beaconLinksSection':
      return section.links.length ? <LinksSection section={section} /> : null
    default:
      return null
  }
}

/** The sections as the page's FramedSections list them. */
export function beaconSections(sections: SectionData[]): PageSection[] {
  return sections.map((section) => {
    const heading = headingOf(section)
    if (section._type === 'beaconWinnerSection') {
      return {
        key: section._key,
        heading,
        standalone: section.title ? (id: string) => <WinnerSection section={section} id={id} /> : undefined,
      }
    }
    return {key: section._key, heading, content: renderSection(section, heading)}
  })
}
