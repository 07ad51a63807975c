/** A speaker listed on an event page before the full programme is known: name, role and organisation. */
import {defineField, defineType} from 'sanity'

export const eventSpeaker = defineType({
  name: 'eventSpeaker',
  title: 'Speaker',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The speaker’s full name, shown on their card in the Speakers section of the Annual Event (Geneva) page.',
      validation: (rule) => rule.required().error('Write the speaker’s name.'),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'Optional: job title, e.g. Head of Digital Fundraising',
    }),
    defineField({
      name: 'organisation',
      title: 'Organisation',
      type: 'string',
      description: 'Optional: where the speaker works.',
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'organisation'}},
})
