/** Chosen team members, drawn as the About page's "Who We Are" grid. */
import {TeamGrid} from '@/components/site/TeamGrid'
import {Band} from '@/components/ui/Band'
import type {SectionProps} from '../types'

export function TeamBlock({section, id, delay}: SectionProps<'teamSection'>) {
  return (
    <Band id={id} title={section.heading} intro={section.intro} delay={delay}>
      <TeamGrid members={section.members} />
    </Band>
  )
}
