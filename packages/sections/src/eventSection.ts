/**
 * An event on a page: when (date, start and end time, the time zone visitors read and the one search
 * engines need), how and where people take part, a Register button, the agenda, the speakers and a
 * keynote, drawn with the summit pages' components. A page with one carries Event structured data.
 */
import {CalendarIcon} from '@sanity/icons/Calendar'
import {defineArrayMember, defineField} from '@sanity/types'
import {eventDateField, eventHoursFields, eventPlaceFields} from './fields/eventFields.ts'
import {httpUrl} from './fields/validation.ts'
import {defineSection, introField, requiredHeadingField} from './defineSection.ts'

export const eventSection = defineSection({
  name: 'eventSection',
  title: 'Event',
  description: 'An event: date and times, format and place, a Register button, agenda, speakers and a keynote.',
  icon: CalendarIcon,
  select: {heading: 'heading', date: 'date', format: 'format'},
  summary: ({date, format}) => [date, format].filter(Boolean).join(' · ') || null,
  fields: [
    requiredHeadingField('the event’s details, e.g. “Annual Event 2026”. Search engines show it as the event’s name'),
    introField,
    eventDateField({description: 'The day of the event.'}),
    ...eventHoursFields({required: false, within: 'parent'}),
    ...eventPlaceFields({required: false}),
    defineField({
      name: 'registrationUrl',
      title: 'Registration address',
      type: 'url',
      description: 'Where the Register Now button leads. Leave empty until registration opens: the button then shows as not open yet.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'agenda',
      title: 'Agenda',
      type: 'array',
      description: 'In running order, from the first to the last item.',
      of: [defineArrayMember({type: 'agendaItem'})],
    }),
    defineField({
      name: 'speakers',
      title: 'Speakers',
      type: 'array',
      description: 'The speakers announced so far.',
      of: [defineArrayMember({type: 'eventSpeaker'})],
    }),
    defineField({
      name: 'keynote',
      title: 'Keynote speaker',
      type: 'keynoteSpeaker',
      description: 'Optional keynote speaker card: name, role, talk topic, photo, links and biography.',
    }),
  ],
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Event"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="14" y="14" width="212" height="56" rx="8" fill="#0a3433"/><rect x="26" y="26" width="40" height="8" rx="4.0" fill="#e0962b"/><rect x="26" y="42" width="120" height="10" rx="5.0" fill="#ffffff"/><rect x="26" y="58" width="80" height="5" rx="2.5" fill="#8fbdbd"/><rect x="170" y="34" width="44" height="16" rx="8" fill="#ffffff"/><rect x="20" y="82" width="26" height="10" rx="3" fill="#e0962b" opacity=".7"/><rect x="54" y="84" width="120" height="6" rx="3.0" fill="#c9dcdc"/><rect x="20" y="100" width="26" height="10" rx="3" fill="#e0962b" opacity=".7"/><rect x="54" y="102" width="90" height="6" rx="3.0" fill="#c9dcdc"/><rect x="20" y="118" width="26" height="10" rx="3" fill="#e0962b" opacity=".7"/><rect x="54" y="120" width="120" height="6" rx="3.0" fill="#c9dcdc"/><rect x="20" y="136" width="26" height="10" rx="3" fill="#e0962b" opacity=".7"/><rect x="54" y="138" width="120" height="6" rx="3.0" fill="#c9dcdc"/></svg>',
  example: {
    _key: 'event',
    heading: 'Annual Event 2027',
    intro: 'The finalists present their ideas online and in Geneva.',
    date: '2027-11-18',
    startTime: '14:00',
    endTime: '16:30',
    timeZoneLabel: 'CET',
    timeZone: 'Europe/Zurich',
    format: 'Virtual and Geneva',
    city: 'Geneva',
    countryCode: 'CH',
    agenda: [
      {_type: 'agendaItem', _key: 'a1', time: '14:00', title: 'Welcome', type: 'opening'},
      {_type: 'agendaItem', _key: 'a2', time: '14:15', title: 'Finalists pitch', type: 'presentation'},
    ],
    speakers: [{_type: 'eventSpeaker', _key: 's1', name: 'Mira Castell (sample)', role: 'Host', organisation: 'Example Foundation'}],
    keynote: {_type: 'keynoteSpeaker', name: 'Jonah Fields (sample)', role: 'Director, Example Institute', topic: 'Funding what works'},
  },
  shows: 'Annual Event 2027',
})
