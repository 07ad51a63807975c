/**
 * The 2025 online Innovation Summit (docs/product.md#innovation-summit-2025), one document at id `summitPage`:
 * when it ran, whether it has concluded, the thank-you and winner messages, the recording, the keynote
 * and the agenda. The page /innovation-summit shows it.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {eventDateField, eventHoursFields, eventPageTitleField, httpUrl} from '@site/sections/fields'
import {seoDescriptionField} from '../seo'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const summitPage = defineType({
  name: 'summitPage',
  title: 'Innovation Summit 2025',
  type: 'document',
  groups: [
    {name: 'event', title: 'Event', default: true},
    {name: 'concluded', title: 'After the event'},
    {name: 'programme', title: 'Keynote and agenda'},
    moreSectionsGroup,
  ],
  fields: [
    eventPageTitleField,
    seoDescriptionField('event'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'event',
      description: 'Optional: a sentence under the title saying what the summit is.',
    }),
    eventDateField({
      group: 'event',
      description: 'The day of the summit, shown near the top of the Innovation Summit page with the start and end times.',
    }),
    ...eventHoursFields({required: true, group: 'event', within: 'document'}),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'event',
      description: 'Once the summit is over, choose Concluded: the page then shows the thank-you, winner and recording.',
      options: {
        list: [
          {title: 'Upcoming', value: 'upcoming'},
          {title: 'Concluded', value: 'concluded'},
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'upcoming',
      validation: (rule) => rule.required().error('Choose whether the summit is upcoming or concluded.'),
    }),
    defineField({
      name: 'thankYou',
      title: 'Thank-you banner',
      type: 'object',
      group: 'concluded',
      description: 'Shown at the top of the page once the summit has concluded.',
      fields: [
        defineField({
          name: 'title',
          title: 'Heading',
          type: 'string',
          description: 'The heading of the thank-you banner, e.g. “Thank you for joining us!”',
          validation: (rule) => rule.required().error('Write the banner heading.'),
        }),
        defineField({
          name: 'text',
          title: 'Message',
          type: 'text',
          rows: 3,
          description: 'Optional: a sentence or two under the banner heading.',
        }),
      ],
    }),
    defineField({
      name: 'winnerAnnouncement',
      title: 'Winner announcement',
      type: 'object',
      group: 'concluded',
      description: 'Announces the winner; its link goes to the Innovation Library (Get Inspired), where the finalists are shown.',
      fields: [
        defineField({
          name: 'text',
          title: 'Announcement',
          type: 'text',
          rows: 3,
          description: 'A sentence or two naming the winner, shown above the link to Get Inspired.',
          validation: (rule) => rule.required().error('Write the announcement.'),
        }),
        defineField({
          name: 'linkLabel',
          title: 'Link text',
          type: 'string',
          description: 'e.g. Meet the winner and finalists',
          validation: (rule) => rule.required().error('Write the text of the link to Get Inspired.'),
        }),
      ],
    }),
    defineField({
      name: 'recordingTitle',
      title: 'Recording title',
      type: 'string',
      group: 'concluded',
      description: 'Names the video for people using screen readers, e.g. Full recording of the summit',
      validation: (rule) =>
        rule
          .custom((value: string | undefined, context) =>
            (context.document as {recordingUrl?: string} | undefined)?.recordingUrl && !value ? 'Give the recording a title.' : true,
          )
          .error(),
    }),
    defineField({
      name: 'recordingUrl',
      title: 'Full recording (YouTube address)',
      type: 'url',
      group: 'concluded',
      description: 'The YouTube address of the full recording. The video loads only when a visitor presses play.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'nextEvent',
      title: 'What comes next',
      type: 'object',
      group: 'event',
      description: 'Optional: a closing invitation to the next event, linking to the Annual Event (Geneva) page. Leave empty to hide it.',
      fields: [
        defineField({
          name: 'title',
          title: 'Heading',
          type: 'string',
          description: 'The heading of the closing invitation, e.g. “Join us at the Annual Event”.',
          validation: (rule) => rule.required().error('Write the heading of the invitation.'),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 2,
          description: 'A sentence or two about the next event, shown under the heading.',
        }),
        defineField({
          name: 'linkLabel',
          title: 'Link text',
          type: 'string',
          description: 'The text of the button that opens the Annual Event (Geneva) page.',
          validation: (rule) => rule.required().error('Write the text of the button.'),
        }),
      ],
    }),
    defineField({
      name: 'concludedButtonLabel',
      title: 'Concluded button text',
      type: 'string',
      group: 'concluded',
      description: 'Shown on the greyed-out registration button after the event, e.g. Event Concluded - Recording Above',
      validation: (rule) =>
        rule
          .custom((value: string | undefined, context) =>
            (context.document as {status?: string} | undefined)?.status === 'concluded' && !value
              ? 'Write the text of the greyed-out button shown after the event.'
              : true,
          )
          .error(),
    }),
    defineField({
      name: 'keynote',
      title: 'Keynote speaker',
      type: 'keynoteSpeaker',
      group: 'programme',
      description: 'The keynote speaker card on the Innovation Summit page: name, role, talk topic, photo, links and biography.',
    }),
    defineField({
      name: 'agenda',
      title: 'Agenda',
      type: 'array',
      group: 'programme',
      description: 'In running order, from the first to the last item.',
      of: [defineArrayMember({type: 'agendaItem'})],
      validation: (rule) =>
        rule
          .custom((items: {time?: string}[] | undefined) => {
            const times = (items ?? []).map((item) => item.time ?? '')
            return times.every((time, index) => index === 0 || time >= (times[index - 1] ?? ''))
              ? true
              : 'Put the agenda items in time order.'
          })
          .error(),
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {title: 'title', date: 'date', status: 'status'},
    // The desk lists single pages by their previews: the title is the page's name there.
    prepare: ({title, date, status}) => ({
      title: 'Innovation Summit 2025',
      subtitle: [title, date, status === 'concluded' ? 'Concluded' : 'Upcoming'].filter(Boolean).join(' · '),
    }),
  },
})
