/** A prose section (About, Challenge, Partnership Mission, Test / Experiment…). */
import {Prose} from '@/components/Prose'
import {type SectionOf} from '../types'

export function PilotProse({section}: {section: SectionOf<'pilotTextSection'>}) {
  return <Prose value={section.body} className="max-w-prose text-lg/relaxed" />
}
