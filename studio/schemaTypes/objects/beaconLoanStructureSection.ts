/**
 * A page-specific Beacon section: the loan's facts (amount, term, interest, purpose…) and an optional explanation.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField, bodyField} from './beaconSectionFields'

export const beaconLoanStructureSection = defineType({
  name: 'beaconLoanStructureSection',
  title: 'Loan structure',
  type: 'object',
  fields: [
    headingField('Loan Structure'),
    defineField({
      name: 'facts',
      title: 'Loan facts',
      type: 'array',
      description: 'Amount, term, interest, purpose and so on, each as a label and a value.',
      of: [defineArrayMember({type: 'beaconFact'})],
      validation: (rule) => rule.required().min(1).error('Add the loan facts.'),
    }),
    bodyField('Optional explanation under the facts.'),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'facts.0.value'},
    prepare: ({title, first}) => ({title: title || 'Loan Structure', subtitle: first}),
  },
})
