/**
 * A page-specific Beacon section: buttons to outside documents, opening in a new tab.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField} from './beaconSectionFields'

export const beaconLinksSection = defineType({
  name: 'beaconLinksSection',
  title: 'Links',
  type: 'object',
  description: 'Buttons to outside documents, e.g. “View White Paper”. They open in a new tab.',
  fields: [
    headingField('Learn More'),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'The buttons shown in this section, each with its text and address, in order. They open in a new tab.',
      of: [defineArrayMember({type: 'link'})],
      validation: (rule) => rule.required().min(1).error('Add at least one link.'),
    }),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'links.0.label'},
    prepare: ({title, first}) => ({title: title || 'Learn More', subtitle: first}),
  },
})
