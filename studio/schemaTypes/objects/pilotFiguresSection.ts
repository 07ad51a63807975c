/** A row of headline figures for a pilot (e.g. participants, countries, languages). */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeadingField} from './pilotSectionHeading'
import {BarChartIcon} from '@sanity/icons/BarChart'

export const pilotFiguresSection = defineType({
  name: 'pilotFiguresSection',
  title: 'Key figures',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    sectionHeadingField('Key Figures or The Pilot in Numbers'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description: 'Optional sentence shown above the figures.',
    }),
    defineField({
      name: 'statistics',
      title: 'Figures',
      type: 'array',
      description: 'Two to six figures read best. Write each figure exactly as it should appear.',
      of: [defineArrayMember({type: 'statistic'})],
      validation: (rule) => rule.required().min(1).error('Add at least one figure.'),
    }),
  ],
  preview: {
    select: {heading: 'heading', statistics: 'statistics'},
    prepare: ({heading, statistics}) => ({
      title: heading || 'Key figures',
      subtitle: `Key figures · ${Array.isArray(statistics) ? statistics.map((s: {number?: string}) => s.number).join(', ') : ''}`,
      media: BarChartIcon,
    }),
  },
})
