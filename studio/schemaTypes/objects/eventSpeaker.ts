/** A speaker listed on an event page before the full programme is known: name, role and organisation. */
import {defineField, defineType} from 'sanity'
import {personNameField} from './personName'

export const eventSpeaker = defineType({
  name: 'eventSpeaker',
  title: 'Speaker',
  type: 'object',
  fields: [
    personNameField(
      'The speaker’s full name, shown on their card in the Speakers section of the Annual Event (Geneva) page.',
      'Write the speaker’s name.',
    ),
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
