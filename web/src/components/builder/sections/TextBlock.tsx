/** Prose under an optional heading, in the site's rich-text typography. */
import {Prose} from '@/components/Prose'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function TextBlock({section, id, delay}: SectionProps<'textSection'>) {
  if (!section.body?.length) return null
  return (
    <Section id={id} title={section.heading} delay={delay}>
      <Prose value={section.body} className="max-w-3xl" />
    </Section>
  )
}
