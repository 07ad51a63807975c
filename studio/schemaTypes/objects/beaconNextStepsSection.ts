/**
 * A page-specific Beacon section: the numbered next steps, each a short title and an optional sentence.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField} from './beaconSectionFields'

export const beaconNextStepsSection = defineType({
  name: 'beaconNextStepsSection',
  title: 'Next steps',
  type: 'object',
  fields: [
    headingField('Next Steps'),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Each step as a short title with an optional sentence.',
      of: [
        defineArrayMember({
          name: 'beaconStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Step',
              type: 'string',
              description: 'A short name for the step, shown in the Next Steps list, e.g. “Building institutional partnerships”.',
              validation: (rule) => rule.required().error('Name the step.'),
            }),
            defineField({name: 'description', title: 'Explanation', type: 'text', rows: 2, description: 'Optional sentence.'}),
          ],
          preview: {select: {title: 'title', subtitle: 'description'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one step.'),
    }),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'steps.0.title'},
    prepare: ({title, first}) => ({title: title || 'Next Steps', subtitle: first}),
  },
})
