/**
 * The keynote speaker of an event (docs/product.md#content-model): name, role, topic, portrait, a link to the
 * talk, a link to their website and a short biography.
 */
import {defineField, defineType} from 'sanity'
import {personNameField} from './personName'
import {httpUrl} from '@site/sections/fields'

export const keynoteSpeaker = defineType({
  name: 'keynoteSpeaker',
  title: 'Keynote speaker',
  type: 'object',
  fields: [
    personNameField(
      'The speaker’s full name, shown on the keynote speaker card of the Innovation Summit page.',
      'Write the speaker’s name.',
    ),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'Job title and organisation, e.g. Director of Innovation, Northbridge Relief',
      validation: (rule) => rule.required().error('Write the speaker’s role.'),
    }),
    defineField({
      name: 'topic',
      title: 'Talk topic',
      type: 'string',
      description: 'The title or subject of the keynote.',
      validation: (rule) => rule.required().error('Write what the keynote is about.'),
    }),
    defineField({
      name: 'image',
      title: 'Portrait',
      type: 'accessibleImage',
      description: 'A square photo works best.',
    }),
    defineField({
      name: 'talkUrl',
      title: 'Link to the talk',
      type: 'url',
      description: 'Optional: where visitors can watch or read the talk. Opens in a new tab.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'websiteUrl',
      title: 'Speaker’s website',
      type: 'url',
      description: 'Optional: the speaker’s own site or profile. Opens in a new tab.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'bio',
      title: 'Biography',
      type: 'richText',
      description: 'A few sentences about the speaker.',
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'topic', media: 'image'}},
})
