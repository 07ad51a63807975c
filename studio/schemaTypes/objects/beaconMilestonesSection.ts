/**
 * A page-specific Beacon section: the milestones in order, each with an optional date or period.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField} from './beaconSectionFields'

export const beaconMilestonesSection = defineType({
  name: 'beaconMilestonesSection',
  title: 'Milestones',
  type: 'object',
  fields: [
    headingField('Milestones'),
    defineField({
      name: 'items',
      title: 'Milestones',
      type: 'array',
      description: 'In order. Each with an optional date or period.',
      of: [
        defineArrayMember({
          name: 'beaconMilestone',
          title: 'Milestone',
          type: 'object',
          fields: [
            defineField({name: 'when', title: 'Date or period', type: 'string', description: 'Optional, e.g. “June 2025”.'}),
            defineField({
              name: 'title',
              title: 'Milestone',
              type: 'string',
              description: 'What happens at this milestone, shown in the Milestones list on the Beacon page.',
              validation: (rule) => rule.required().error('Name the milestone.'),
            }),
            defineField({
              name: 'description',
              title: 'Explanation',
              type: 'text',
              rows: 2,
              description: 'Optional: a sentence or two under the milestone with more detail.',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'when'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one milestone.'),
    }),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'items.0.title'},
    prepare: ({title, first}) => ({title: title || 'Milestones', subtitle: first}),
  },
})
