/** A numbered list of a pilot's objectives, shown 1, 2, 3… in the order entered. */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, lengthOf} from './definePilotSection'
import {OlistIcon} from '@sanity/icons/Olist'

export const pilotObjectivesSection = definePilotSection({
  name: 'pilotObjectivesSection',
  title: 'Numbered objectives',
  icon: OlistIcon,
  headingExamples: 'Objectives',
  intro: 'Optional sentence shown above the list.',
  fields: [
    defineField({
      name: 'objectives',
      title: 'Objectives',
      type: 'array',
      description: 'One objective per line, in the order they should be numbered. Drag to reorder.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(1).error('Add at least one objective.'),
    }),
  ],
  select: {objectives: 'objectives'},
  summary: ({objectives}) => `Numbered objectives · ${lengthOf(objectives)}`,
})
