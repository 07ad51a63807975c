/**
 * An event on a page: when (date, start and end time, the time zone visitors read and the one search
 * engines need), how and where people take part, a Register button, the agenda, the speakers and a
 * keynote, drawn with the summit pages' components. A page with one carries Event structured data.
 */
import {CalendarIcon} from '@sanity/icons/Calendar'
import {defineArrayMember, defineField} from 'sanity'
import {endsAfterStart, httpUrl, TIME, TIME_ZONE} from '../validation'
import {defineSection, introField, requiredHeadingField} from './sectionParts'

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
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      description: 'The day of the event.',
      options: {dateFormat: 'D MMM YYYY'},
      validation: (rule) => rule.required().error('Pick the day of the event.'),
    }),
    defineField({
      name: 'startTime',
      title: 'Start time',
      type: 'string',
      description: 'Optional: local time in 24-hour format, e.g. 14:00',
      validation: (rule) => rule.regex(TIME).error('Write the time as HH:MM, e.g. 14:00'),
    }),
    defineField({
      name: 'endTime',
      title: 'End time',
      type: 'string',
      description: 'Optional: local time in 24-hour format, e.g. 16:10',
      validation: (rule) => [rule.regex(TIME).error('Write the time as HH:MM, e.g. 16:10'), endsAfterStart(rule, 'parent')],
    }),
    defineField({
      name: 'timeZoneLabel',
      title: 'Time zone as shown',
      type: 'string',
      description: 'The short name shown after the times, e.g. CET',
      validation: (rule) =>
        rule
          .custom((value: string | undefined, context) =>
            value || !(context.parent as {startTime?: string} | undefined)?.startTime ? true : 'Write the time zone visitors see, e.g. CET',
          )
          .error(),
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone for search engines',
      type: 'string',
      description: 'The place whose clock the times follow, e.g. Europe/Zurich. Search engines get the exact time from it.',
      initialValue: 'Europe/Zurich',
      validation: (rule) => rule.regex(TIME_ZONE).error('Write a time-zone name such as Europe/Zurich or Europe/Brussels.'),
    }),
    defineField({
      name: 'format',
      title: 'Format',
      type: 'string',
      description: 'How people take part, e.g. Virtual and Geneva',
      validation: (rule) => rule.required().error('Say how people take part, e.g. Virtual and Geneva'),
    }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      description: 'Optional: where the in-person event takes place, e.g. Geneva. Leave empty for an online event.',
    }),
    defineField({
      name: 'countryCode',
      title: 'Country code',
      type: 'string',
      description: 'Two-letter country code of the city, e.g. CH for Switzerland (for search engines).',
      validation: (rule) => rule.regex(/^[A-Z]{2}$/).error('Use two capital letters, e.g. CH'),
    }),
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
