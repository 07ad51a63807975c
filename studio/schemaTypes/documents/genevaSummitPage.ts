/**
 * The Annual Event summit in Geneva (docs/product.md#annual-event), one document at id
 * `genevaSummitPage`: date, format, expected attendance, speakers and agenda announced so far, early bird
 * pricing, the registration address once registration opens, and the call to nominate Beacons.
 * The page /innovation-summit-geneve shows it.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {eventDateField, eventPageTitleField, eventPlaceFields, httpUrl} from '@site/sections/fields'
import {seoDescriptionField} from '../seo'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const genevaSummitPage = defineType({
  name: 'genevaSummitPage',
  title: 'Annual Event (Geneva)',
  type: 'document',
  groups: [
    {name: 'event', title: 'Event', default: true},
    {name: 'programme', title: 'Speakers and agenda'},
    {name: 'registration', title: 'Registration'},
    moreSectionsGroup,
  ],
  fields: [
    eventPageTitleField,
    seoDescriptionField('event'),
    eventDateField({group: 'event', description: 'The day of the Annual Event, shown near the top of the Annual Event (Geneva) page.'}),
    ...eventPlaceFields({required: true, group: 'event'}),
    defineField({
      name: 'attendees',
      title: 'Expected attendees',
      type: 'string',
      group: 'event',
      description: 'Exactly as it should read, e.g. 5000+',
      validation: (rule) => rule.required().error('Write the expected attendance, e.g. 5000+'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'richText',
      group: 'event',
      description: 'What the event is and who it is for.',
    }),
    defineField({
      name: 'speakers',
      title: 'Speakers',
      type: 'array',
      group: 'programme',
      description: 'Speakers announced so far. Leave empty to hide the section.',
      of: [defineArrayMember({type: 'eventSpeaker'})],
    }),
    defineField({
      name: 'agenda',
      title: 'Agenda',
      type: 'array',
      group: 'programme',
      description: 'In running order. Leave empty to hide the section.',
      of: [defineArrayMember({type: 'agendaItem'})],
    }),
    defineField({
      name: 'programmeNote',
      title: 'Programme note',
      type: 'string',
      group: 'programme',
      description: 'Optional: a line under the speakers and agenda, e.g. that the programme is provisional.',
    }),
    defineField({
      name: 'earlyBirdText',
      title: 'Early bird pricing',
      type: 'string',
      group: 'registration',
      description: 'A sentence including the last day of early bird prices, e.g. Early bird pricing until 15 Oct 2025.',
    }),
    defineField({
      name: 'registrationUrl',
      title: 'Registration address',
      type: 'url',
      group: 'registration',
      description:
        'Leave empty until registration opens: the Register buttons are then shown greyed out. Once filled in, they open this address in a new tab.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'nominate',
      title: 'Call to nominate',
      type: 'object',
      group: 'registration',
      description: 'A short invitation linking to the Call for nominations page (/nominate-beacon).',
      fields: [
        defineField({
          name: 'text',
          title: 'Invitation',
          type: 'text',
          rows: 2,
          description: 'A sentence or two inviting visitors to nominate a Beacon, shown above the link.',
          validation: (rule) => rule.required().error('Write the invitation.'),
        }),
        defineField({
          name: 'label',
          title: 'Link text',
          type: 'string',
          description: 'e.g. Nominate a Beacon',
          validation: (rule) => rule.required().error('Write the text of the link.'),
        }),
      ],
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {title: 'title', date: 'date', format: 'format'},
    // The desk lists single pages by their previews: the title is the page's name there.
    prepare: ({title, date, format}) => ({title: 'Annual Event (Geneva)', subtitle: [title, date, format].filter(Boolean).join(' · ')}),
  },
})
