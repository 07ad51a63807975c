/** A row of headline figures (value, what it counts, an icon), drawn like the Home page's; four fill one row. */
import {BarChartIcon} from '@sanity/icons/BarChart'
import {defineArrayMember, defineField} from '@sanity/types'
import {cardRows, layoutCount} from './fields/layoutCounts.ts'
import {defineListSection} from './defineSection.ts'

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
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Figures"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="14" y="44" width="48" height="72" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="22" y="54" width="14" height="14" rx="4" fill="#0f6b6a" opacity=".3"/><rect x="22" y="78" width="30" height="10" rx="5.0" fill="#0a3433"/><rect x="22" y="96" width="32" height="5" rx="2.5" fill="#c9dcdc"/><rect x="68" y="44" width="48" height="72" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="76" y="54" width="14" height="14" rx="4" fill="#0f6b6a" opacity=".3"/><rect x="76" y="78" width="30" height="10" rx="5.0" fill="#0a3433"/><rect x="76" y="96" width="32" height="5" rx="2.5" fill="#c9dcdc"/><rect x="122" y="44" width="48" height="72" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="130" y="54" width="14" height="14" rx="4" fill="#0f6b6a" opacity=".3"/><rect x="130" y="78" width="30" height="10" rx="5.0" fill="#0a3433"/><rect x="130" y="96" width="32" height="5" rx="2.5" fill="#c9dcdc"/><rect x="176" y="44" width="48" height="72" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="184" y="54" width="14" height="14" rx="4" fill="#0f6b6a" opacity=".3"/><rect x="184" y="78" width="30" height="10" rx="5.0" fill="#0a3433"/><rect x="184" y="96" width="32" height="5" rx="2.5" fill="#c9dcdc"/></svg>',
  example: {
    _key: 'figures',
    heading: 'The challenge in figures',
    statistics: [
      {_type: 'statistic', _key: 'f1', number: '2027', label: 'Third edition', icon: 'award'},
      {_type: 'statistic', _key: 'f2', number: '14', label: 'NGOs taking part', icon: 'users'},
      {_type: 'statistic', _key: 'f3', number: '3', label: 'Months to apply', icon: 'calendar'},
      {_type: 'statistic', _key: 'f4', number: '6', label: 'Pilots to fund', icon: 'rocket'},
    ],
  },
  shows: 'The challenge in figures',
})
