/** Prose under an optional heading, in the site's rich-text typography. */
import {Prose} from '@/components/Prose'
import {Band} from '@/components/ui/Band'
import type {SectionProps} from '../types'

export function TextBlock({section, id, delay}: SectionProps<'textSection'>) {
  return (
    <Band id={id} title={section.heading} delay={delay}>
      <Prose value={section.body} className="max-w-3xl" />
    </Band>
  )
}
