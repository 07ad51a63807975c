/**
 * A person who presented a Beacons finalist: shown on the Get Inspired showcase (name, organisation,
 * role) and under "Presenter Information" on the finalist's page (with photo and profile link).
 */
import {defineField, defineType} from 'sanity'
import {personNameField} from './personName'
import {httpUrl} from '@site/sections/fields'

export const presenter = defineType({
  name: 'presenter',
  title: 'Presenter',
  type: 'object',
  fields: [
    personNameField('Full name, as the presenter wants it shown.', 'Write the presenter’s name.'),
    defineField({
      name: 'organisation',
      title: 'Organisation',
      type: 'string',
      description: 'The organisation the presenter represents.',
      validation: (rule) => rule.required().error('Write the presenter’s organisation.'),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'Job title or role in the project, e.g. “Head of Innovation”.',
      validation: (rule) => rule.required().error('Write the presenter’s role.'),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      type: 'accessibleImage',
      description: 'Optional square portrait, shown on the finalist’s page.',
    }),
    defineField({
      name: 'profileUrl',
      title: 'Profile link',
      type: 'url',
      description: 'Optional public profile (e.g. LinkedIn). Opens in a new tab.',
      validation: (rule) => httpUrl(rule),
    }),
  ],
  preview: {
    select: {title: 'name', role: 'role', organisation: 'organisation', media: 'photo'},
    prepare: ({title, role, organisation, media}) => ({
      title,
      subtitle: [role, organisation].filter(Boolean).join(', '),
      media,
    }),
  },
})
