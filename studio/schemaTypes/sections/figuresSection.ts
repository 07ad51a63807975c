/** A row of headline figures (value, what it counts, an icon), drawn like the Home page's; four fill one row. */
import {BarChartIcon} from '@sanity/icons/BarChart'
import {defineArrayMember, defineField} from 'sanity'
import {cardRows, layoutCount} from '../layoutCounts'
import {defineListSection} from './defineSection'

export const figuresSection = defineListSection({
  name: 'figuresSection',
  title: 'Figures',
  description: 'A row of headline figures, each with what it counts and an icon, like the Home page’s.',
  icon: BarChartIcon,
  heading: 'the figures',
  counted: ['figure', 'figures'],
  list: defineField({
    name: 'statistics',
    title: 'Figures',
    type: 'array',
    description: 'The figures in order. Four fill one row on wide screens.',
    of: [defineArrayMember({type: 'statistic'})],
    validation: (rule) => [
      rule.required().min(1).error('Add at least one figure, or remove the section.'),
      rule.custom(layoutCount({designed: 4, items: 'figures', where: 'A row of figures', rows: cardRows})).warning(),
    ],
  }),
})
