/** One link of a site menu (navigation bar, footer quick links): the words shown and the page it opens. */
import {defineField, defineType} from 'sanity'
import {INTERNAL_TARGET_TYPES} from '../internalTargets'

export const menuLink = defineType({
  name: 'menuLink',
  title: 'Menu link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Link text',
      type: 'string',
      description: 'The words visitors click, e.g. “About Us”. Keep it to two or three words.',
      validation: (rule) => [
        rule.required().error('Write the text of the link.'),
        rule.max(30).warning('Keep it short: long menu labels crowd the navigation bar.'),
      ],
    }),
    defineField({
      name: 'target',
      title: 'Page',
      type: 'reference',
      to: INTERNAL_TARGET_TYPES,
      description: 'The page the link opens. The link follows the page if its address changes.',
      validation: (rule) => rule.required().error('Choose the page this link opens.'),
    }),
  ],
  preview: {
    select: {title: 'label', subtitle: 'target.title', heading: 'target.heading', type: 'target._type'},
    prepare: ({title, subtitle, heading, type}) => ({title: title || 'Untitled link', subtitle: subtitle || heading || type}),
  },
})
