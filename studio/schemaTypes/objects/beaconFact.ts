/**
 * A label and its value, e.g. "Loan amount" / "400,000 USD": the facts of the project details and
 * loan structure sections of a Beacon page.
 */
import {defineField, defineType} from 'sanity'

export const beaconFact = defineType({
  name: 'beaconFact',
  title: 'Fact',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the fact is about, e.g. “Loan amount”.',
      validation: (rule) => rule.required().error('Write the label.'),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'Exactly as it should read, e.g. “400,000 USD”.',
      validation: (rule) => rule.required().error('Write the value.'),
    }),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})
