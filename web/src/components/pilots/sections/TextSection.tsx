/** A prose section (About, Challenge, Partnership Mission, Test / Experiment…). */
import {RichText} from '@/components/RichText'
import {asBlocks, type SectionOf} from '../types'

export function TextSection({section}: {section: SectionOf<'pilotTextSection'>}) {
  return <RichText value={asBlocks(section.body)} className="max-w-prose text-lg/relaxed" />
}
