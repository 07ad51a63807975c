/** A labelled outbound link (videos, reports, profiles, forms). Always opens in a new tab on the site. */
import {defineField, defineType} from 'sanity'
import {httpUrl} from '@site/sections/fields'

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Button or link text',
      type: 'string',
      description: 'The words visitors click, e.g. “View White Paper”. Shown on the button or link on the website.',
      validation: (rule) => rule.required().error('Write the text people click.'),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      description: 'The full address, starting with https://',
      validation: (rule) => httpUrl(rule, {required: true}),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'url'}},
})
