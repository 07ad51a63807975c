/** Project details or loan structure: a list of facts (label and value), then text. */
import {Prose} from '@/components/Prose'
import {FactList} from '../FactList'
import type {BeaconSectionOf} from '../types'

export function FactsSection({section}: {section: BeaconSectionOf<'beaconProjectDetailsSection' | 'beaconLoanStructureSection'>}) {
  return (
    <div className="space-y-5">
      <FactList facts={section.facts} />
      <Prose value={section.body} />
    </div>
  )
}
