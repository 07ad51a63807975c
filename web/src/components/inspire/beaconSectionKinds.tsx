/**
 * A Beacon page's kinds of section, for the runner (components/sections/placeSections.tsx): one
 * content component per kind (sections/) in the shared frame, and what each needs to be drawn at
 * all. Standard headings are interface words kept here; an editor's heading replaces them. The
 * winner panel keeps its own look.
 */
import type {ComponentType} from 'react'
import {framed} from '@/components/sections/framed'
import type {SectionKind, SectionKinds} from '@/components/sections/placeSections'
import {FactsSection} from './sections/FactsSection'
import {ImpactMetricsSection} from './sections/ImpactMetricsSection'
import {LinksSection} from './sections/LinksSection'
import {MilestonesSection} from './sections/MilestonesSection'
import {NextStepsSection} from './sections/NextStepsSection'
import {PaymentScheduleSection} from './sections/PaymentScheduleSection'
import {SummarySection} from './sections/SummarySection'
import {WinnerSection} from './sections/WinnerSection'
import type {BeaconSectionData as SectionData, BeaconSectionOf} from './types'

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

const framedBeacon = <T extends SectionData['_type']>(
  content: ComponentType<{section: BeaconSectionOf<T>; heading: string | null}>,
  shows: (section: BeaconSectionOf<T>) => boolean,
): SectionKind<BeaconSectionOf<T>> => framed({content, shows, heading: headingOf})

export const BEACON_SECTION_KINDS: SectionKinds<SectionData> = {
  // The winner panel keeps its own look, outside the frame, and does not fade in.
  beaconWinnerSection: {draw: WinnerSection, shows: (section) => !!section.title, heading: headingOf, still: true},
  beaconSummarySection: framedBeacon(SummarySection, (section) => !!section.body?.length),
  beaconProjectDetailsSection: framedBeacon<'beaconProjectDetailsSection'>(
    FactsSection,
    (section) => section.facts.length > 0 || !!section.body?.length,
  ),
  beaconLoanStructureSection: framedBeacon<'beaconLoanStructureSection'>(
    FactsSection,
    (section) => section.facts.length > 0 || !!section.body?.length,
  ),
  beaconNextStepsSection: framedBeacon(NextStepsSection, (section) => section.steps.length > 0),
  beaconImpactMetricsSection: framedBeacon(ImpactMetricsSection, (section) => section.metrics.length > 0),
  beaconMilestonesSection: framedBeacon(MilestonesSection, (section) => section.items.length > 0),
  beaconPaymentScheduleSection: framedBeacon(PaymentScheduleSection, (section) => section.rows.length > 0),
  beaconLinksSection: framedBeacon(LinksSection, (section) => section.links.length > 0),
}
