/**
 * The page-specific section types of a Beacon page, in the order the "Add section" menu lists them.
 * Each says where on the page it shows (after "About This Innovation" or after "Current Stage").
 */
import {beaconImpactMetrics} from './beaconImpactMetrics'
import {beaconLinks} from './beaconLinks'
import {beaconLoanStructure} from './beaconLoanStructure'
import {beaconMilestones} from './beaconMilestones'
import {beaconNextSteps} from './beaconNextSteps'
import {beaconPaymentSchedule} from './beaconPaymentSchedule'
import {beaconProjectDetails} from './beaconProjectDetails'
import {beaconSummary} from './beaconSummary'
import {beaconWinnerPanel} from './beaconWinnerPanel'

export const beaconSectionTypes = [
  beaconWinnerPanel,
  beaconSummary,
  beaconProjectDetails,
  beaconNextSteps,
  beaconLoanStructure,
  beaconImpactMetrics,
  beaconMilestones,
  beaconPaymentSchedule,
  beaconLinks,
]
