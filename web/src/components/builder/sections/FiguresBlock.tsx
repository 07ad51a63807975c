/** A row of headline figures, drawn like the Home page's. */
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {Band} from '@/components/ui/Band'
import type {PageSectionOf, SectionProps} from '../types'

/** The figures with both a number and a label: a section without one draws nothing. */
export const shownFigures = (section: PageSectionOf<'figuresSection'>) =>
  section.statistics.filter((statistic) => statistic.number && statistic.label)

export function FiguresBlock({section, id, delay}: SectionProps<'figuresSection'>) {
  const statistics = shownFigures(section)
  return (
    <Band id={id} title={section.heading} intro={section.intro} delay={delay}>
      <StatisticsRow statistics={statistics} label={section.heading ? undefined : 'Key figures'} />
    </Band>
  )
}
