/** A numbered list of a pilot's objectives, shown 1, 2, 3… in the order entered. */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeadingField} from './pilotSectionHeading'
import {OlistIcon} from '@sanity/icons/Olist'

export const pilotObjectivesSection = defineType({
  name: 'pilotObjectivesSection',
  title: 'Numbered objectives',
  type: 'object',
  icon: OlistIcon,
  fields: [
    sectionHeadingField('Objectives'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description: 'Optional sentence shown above the list.',
    }),
    defineField({
      name: 'objectives',
      title: 'Objectives',
      type: 'array',
      description: 'One objective per line, in the order they should be numbered. Drag to reorder.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(1).error('Add at least one objective.'),
    }),
  ],
  preview: {
    select: {heading: 'heading', objectives: 'objectives'},
    prepare: ({heading, objectives}) => ({
      title: heading || 'Numbered objectives',
      subtitle: `Numbered objectives · ${Array.isArray(objectives) ? objectives.length : 0}`,
      media: OlistIcon,
    }),
  },
})
