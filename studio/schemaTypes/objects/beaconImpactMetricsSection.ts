/**
 * A page-specific Beacon section: what is measured to judge success.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField} from './beaconSectionFields'

export const beaconImpactMetricsSection = defineType({
  name: 'beaconImpactMetricsSection',
  title: 'Impact metrics',
  type: 'object',
  fields: [
    headingField('Impact Metrics'),
    defineField({
      name: 'metrics',
      title: 'Metrics',
      type: 'array',
      description: 'What is measured to judge success.',
      of: [
        defineArrayMember({
          name: 'beaconMetric',
          title: 'Metric',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Metric',
              type: 'string',
              description: 'What is measured, in a few words, shown in the Impact Metrics section, e.g. “Improved learning outcomes”.',
              validation: (rule) => rule.required().error('Name the metric.'),
            }),
            defineField({
              name: 'description',
              title: 'How it is measured',
              type: 'text',
              rows: 3,
              description: 'Optional: a sentence or two under the metric on how progress is measured.',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'description'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one metric.'),
    }),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'metrics.0.title'},
    prepare: ({title, first}) => ({title: title || 'Impact Metrics', subtitle: first}),
  },
})
