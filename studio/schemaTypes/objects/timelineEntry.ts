/** One step of a dated timeline (docs/product.md#content-model): the date as visitors read it, and what happens. */
import {defineField, defineType} from 'sanity'

export const timelineEntry = defineType({
  name: 'timelineEntry',
  title: 'Timeline entry',
  type: 'object',
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'string',
      description: 'Exactly as it should read, e.g. 1 July or 23 and 25 September, 14:00-16:00 CET',
      validation: (rule) => rule.required().error('Write the date of this step.'),
    }),
    defineField({
      name: 'event',
      title: 'What happens',
      type: 'string',
      description: 'A short phrase, e.g. Call for nominations opens',
      validation: (rule) => rule.required().error('Say what happens on this date.'),
    }),
  ],
  preview: {select: {title: 'event', subtitle: 'date'}},
})
