/**
 * An event on a page: when (date, start and end time, the time zone visitors read and the one search
 * engines need), how and where people take part, a Register button, the agenda, the speakers and a
 * keynote, drawn with the summit pages' components. A page with one carries Event structured data.
 */
import {CalendarIcon} from '@sanity/icons/Calendar'
import {defineArrayMember, defineField} from 'sanity'
import {eventDateField, eventHoursFields, eventPlaceFields} from '../eventFields'
import {httpUrl} from '../validation'
import {defineSection, introField, requiredHeadingField} from './defineSection'

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
})
