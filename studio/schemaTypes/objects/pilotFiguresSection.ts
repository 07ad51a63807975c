/** A row of headline figures for a pilot (e.g. participants, countries, languages). */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, listed} from './definePilotSection'
import {BarChartIcon} from '@sanity/icons/BarChart'

export const pilotFiguresSection = definePilotSection({
  name: 'pilotFiguresSection',
  title: 'Key figures',
  icon: BarChartIcon,
  headingExamples: 'Key Figures or The Pilot in Numbers',
  intro: 'Optional sentence shown above the figures.',
  fields: [
    defineField({
      name: 'statistics',
      title: 'Figures',
      type: 'array',
      description: 'Two to six figures read best. Write each figure exactly as it should appear.',
      of: [defineArrayMember({type: 'statistic'})],
      validation: (rule) => rule.required().min(1).error('Add at least one figure.'),
    }),
  ],
  select: {statistics: 'statistics'},
  summary: ({statistics}) => `Key figures · ${listed(statistics, 'number')}`,
})
