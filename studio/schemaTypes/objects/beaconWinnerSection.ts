/**
 * A page-specific Beacon section: a highlighted panel celebrating an award or win.
 */
import {defineField, defineType} from 'sanity'
import {placementField, bodyField} from './beaconSectionFields'

export const beaconWinnerSection = defineType({
  name: 'beaconWinnerSection',
  title: 'Winner panel',
  type: 'object',
  description: 'A highlighted panel celebrating an award or win.',
  fields: [
    defineField({
      name: 'label',
      title: 'Small label',
      type: 'string',
      description: 'Optional word above the title, e.g. “Winner”.',
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The main line of the highlighted panel on the Beacon page, saying what was won.',
      validation: (rule) => rule.required().error('Write the panel title.'),
    }),
    bodyField('What was won and why it matters.'),
    placementField,
  ],
  preview: {
    select: {title: 'title', subtitle: 'label'},
    prepare: ({title, subtitle}) => ({title, subtitle: `Winner panel${subtitle ? ` · ${subtitle}` : ''}`}),
  },
})
