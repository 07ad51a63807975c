/** A partner organisation whose logo appears in the Home page's partner grid, linking to its website. */
import {defineField, defineType} from 'sanity'
import {httpUrl} from '@site/sections/fields'
import {notListedNotice} from '../listings'
import {requiredImage} from '../objects/accessibleImage'

export const partner = defineType({
  name: 'partner',
  title: 'Partner organisation',
  type: 'document',
  // Tells the editor when no page lists this document yet.
  validation: (rule) => rule.custom(notListedNotice('partner')).info(),
  fields: [
    defineField({
      name: 'name',
      title: 'Organisation name',
      type: 'string',
      description: 'The full name. Visitors using a screen reader hear it on the logo link.',
      validation: (rule) => rule.required().error('Write the organisation name.'),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      description: 'A wide logo on a transparent or white background (about 240 × 96). Alternative text: the organisation name.',
      validation: requiredImage('the organisation’s logo, shown in the Home page’s partner grid.'),
    }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: 'The logo links here, opening in a new tab.',
      validation: (rule) => httpUrl(rule, {required: true}),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'url', media: 'logo'}},
})
