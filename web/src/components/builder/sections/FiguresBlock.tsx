/** A row of headline figures, drawn like the Home page's. */
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function FiguresBlock({section, id, delay}: SectionProps<'figuresSection'>) {
  const statistics = section.statistics.filter((statistic) => statistic.number && statistic.label)
  if (!statistics.length) return null
  return (
    <Section id={id} title={section.heading} intro={section.intro} delay={delay}>
      <StatisticsRow statistics={statistics} label={section.heading ? undefined : 'Key figures'} />
    </Section>
  )
}
