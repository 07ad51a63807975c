/** A representative of a partner organisation, shown in the About page's "Who We Are" grid. */
import {defineField, defineType} from 'sanity'
import {personNameField} from '../objects/personName'
import {httpUrl} from '@site/sections/fields'
import {notListedNotice} from '../listings'
import {requiredImage} from '../objects/accessibleImage'

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  // Tells the editor when no page lists this document yet.
  validation: (rule) => rule.custom(notListedNotice('teamMember')).info(),
  fields: [
    personNameField(
      'The person’s full name, shown under their photo in the “Who We Are” grid on the About page.',
      'Write the person’s name.',
    ),
    defineField({
      name: 'title',
      title: 'Job title',
      type: 'string',
      description: 'Their role, e.g. Head of Fundraising Innovation.',
      validation: (rule) => rule.required().error('Write the person’s job title.'),
    }),
    defineField({
      name: 'organisation',
      title: 'Organisation',
      type: 'string',
      description: 'The organisation they represent.',
      validation: (rule) => rule.required().error('Write the organisation the person represents.'),
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'accessibleImage',
      description: 'A square portrait (at least 320 × 320).',
      validation: requiredImage('a square photo of the person, shown in the About page’s team grid.'),
    }),
    defineField({
      name: 'linkedinUrl',
      title: 'LinkedIn profile',
      type: 'url',
      description: 'The address of their LinkedIn profile; the “Follow on LinkedIn” link opens it in a new tab.',
      validation: (rule) => httpUrl(rule, {required: true}),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'organisation', media: 'image'}},
})
