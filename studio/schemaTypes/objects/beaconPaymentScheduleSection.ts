/**
 * A page-specific Beacon section: a table of payments in date order.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {headingField, placementField} from './beaconSectionFields'

export const beaconPaymentScheduleSection = defineType({
  name: 'beaconPaymentScheduleSection',
  title: 'Payment schedule',
  type: 'object',
  fields: [
    headingField('Payment Schedule'),
    defineField({
      name: 'rows',
      title: 'Payments',
      type: 'array',
      description: 'One row per payment, in date order.',
      of: [
        defineArrayMember({
          name: 'beaconPayment',
          title: 'Payment',
          type: 'object',
          fields: [
            defineField({
              name: 'date',
              title: 'Date',
              type: 'string',
              description: 'As it should read, e.g. “June 2025” or “2026”.',
              validation: (rule) => rule.required().error('Write when the payment is due.'),
            }),
            defineField({
              name: 'label',
              title: 'Payment',
              type: 'string',
              description: 'What the payment is, e.g. “First disbursement”.',
              validation: (rule) => rule.required().error('Say what the payment is.'),
            }),
            defineField({name: 'amount', title: 'Amount', type: 'string', description: 'Optional, as it should read.'}),
            defineField({name: 'status', title: 'Status', type: 'string', description: 'Optional, e.g. “Due – awaiting invoice”.'}),
          ],
          preview: {select: {title: 'date', subtitle: 'label'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one payment.'),
    }),
    placementField,
  ],
  preview: {
    select: {title: 'heading', first: 'rows.0.date'},
    prepare: ({title, first}) => ({title: title || 'Payment Schedule', subtitle: first}),
  },
})
