/** The innovation summary: its text in a highlighted box. */
import {Prose} from '@/components/Prose'
import type {BeaconSectionOf} from '../types'

export function SummarySection({section}: {section: BeaconSectionOf<'beaconSummarySection'>}) {
  return (
    <div className="rounded-card border-l-4 border-brand-500 bg-brand-50 p-5 sm:p-6">
      <Prose value={section.body} />
    </div>
  )
}
