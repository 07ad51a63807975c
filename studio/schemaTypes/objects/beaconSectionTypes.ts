/**
 * The page-specific section types of a Beacon page, in the order the "Add section" menu lists them.
 * Each says where on the page it shows (after "About This Innovation" or after "Current Stage").
 */
import {beaconImpactMetricsSection} from './beaconImpactMetricsSection'
import {beaconLinksSection} from './beaconLinksSection'
import {beaconLoanStructureSection} from './beaconLoanStructureSection'
import {beaconMilestonesSection} from './beaconMilestonesSection'
import {beaconNextStepsSection} from './beaconNextStepsSection'
import {beaconPaymentScheduleSection} from './beaconPaymentScheduleSection'
import {beaconProjectDetailsSection} from './beaconProjectDetailsSection'
import {beaconSummarySection} from './beaconSummarySection'
import {beaconWinnerSection} from './beaconWinnerSection'

export const beaconSectionTypes = [
  beaconWinnerSection,
  beaconSummarySection,
  beaconProjectDetailsSection,
  beaconNextStepsSection,
  beaconLoanStructureSection,
  beaconImpactMetricsSection,
  beaconMilestonesSection,
  beaconPaymentScheduleSection,
  beaconLinksSection,
]
