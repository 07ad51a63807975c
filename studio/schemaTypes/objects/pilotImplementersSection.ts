/** The people or teams who carried out a pilot, each with their role. */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, lengthOf} from './definePilotSection'
import {UsersIcon} from '@sanity/icons/Users'

export const pilotImplementersSection = definePilotSection({
  name: 'pilotImplementersSection',
  title: 'Implementers',
  icon: UsersIcon,
  headingExamples: 'Implementers',
  fields: [
    defineField({
      name: 'implementers',
      title: 'Implementers',
      type: 'array',
      description: 'Each person or team with their role, in the order to show them.',
      of: [defineArrayMember({type: 'implementer'})],
      validation: (rule) => rule.required().min(1).error('Add at least one implementer.'),
    }),
  ],
  select: {implementers: 'implementers'},
  summary: ({implementers}) => `Implementers · ${lengthOf(implementers)}`,
})
