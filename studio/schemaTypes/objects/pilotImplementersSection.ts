/** The people or teams who carried out a pilot, each with their role. */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeadingField} from './pilotSectionHeading'
import {UsersIcon} from '@sanity/icons/Users'

export const pilotImplementersSection = defineType({
  name: 'pilotImplementersSection',
  title: 'Implementers',
  type: 'object',
  icon: UsersIcon,
  fields: [
    sectionHeadingField('Implementers'),
    defineField({
      name: 'implementers',
      title: 'Implementers',
      type: 'array',
      description: 'Each person or team with their role, in the order to show them.',
      of: [defineArrayMember({type: 'implementer'})],
      validation: (rule) => rule.required().min(1).error('Add at least one implementer.'),
    }),
  ],
  preview: {
    select: {heading: 'heading', implementers: 'implementers'},
    prepare: ({heading, implementers}) => ({
      title: heading || 'Implementers',
      subtitle: `Implementers · ${Array.isArray(implementers) ? implementers.length : 0}`,
      media: UsersIcon,
    }),
  },
})
