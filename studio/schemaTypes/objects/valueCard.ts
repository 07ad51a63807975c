/** A value card (icon, title, a sentence or two): the About page's values and the value-card sections of pages made in the Studio. */
import {defineField, defineType} from 'sanity'
import {iconOptions} from '../icons'

export const valueCard = defineType({
  name: 'valueCard',
  title: 'Value card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading of the card, e.g. “Collaborative approach”.',
      validation: (rule) => rule.required().error('Write the card title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the card heading explaining the value.',
      validation: (rule) => rule.required().max(280).error('Write one or two sentences (at most 280 characters).'),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'The small picture at the top of the card.',
      options: iconOptions,
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
