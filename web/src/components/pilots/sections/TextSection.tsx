/** A prose section (About, Challenge, Partnership Mission, Test / Experiment…). */
import {RichText} from '@/components/RichText'
import {type SectionOf} from '../types'

export function TextSection({section}: {section: SectionOf<'pilotTextSection'>}) {
  return <RichText value={section.body} className="max-w-prose text-lg/relaxed" />
}
