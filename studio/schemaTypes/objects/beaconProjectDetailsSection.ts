/**
 * A page-specific Beacon section: how the project works, with optional key facts.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField, bodyField} from './beaconSectionFields'

export const beaconProjectDetailsSection = defineType({
  name: 'beaconProjectDetailsSection',
  title: 'Project details',
  type: 'object',
  fields: [
    headingField('Project Details'),
    defineField({
      name: 'facts',
      title: 'Key facts',
      type: 'array',
      description: 'Optional short facts shown as a list of labels and values.',
      of: [defineArrayMember({type: 'beaconFact'})],
    }),
    bodyField('How the project works.'),
    placementField,
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Project Details', subtitle: 'Project details'})},
})
