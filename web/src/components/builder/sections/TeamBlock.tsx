/** Chosen team members, drawn as the About page's "Who We Are" grid. */
import {TeamGrid} from '@/components/site/TeamGrid'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function TeamBlock({section, id, delay}: SectionProps<'teamSection'>) {
  if (!section.heading || !section.members.length) return null
  return (
    <Section id={id} title={section.heading} intro={section.intro} delay={delay}>
      <TeamGrid members={section.members} />
    </Section>
  )
}
