/**
 * The fields of an event that the two summit pages and the page builder's event section share: its day,
 * its hours and their time zone, and how and where people take part (and the two summit pages' title).
 * They live here so that the three forms check an event the same way (times as HH:MM, the end after the
 * start, a time-zone name search engines can read, a two-letter country code).
 * `required`: a summit page's layout needs the value, so the field must be filled in; an event section
 * leaves it optional and its description says so. `group` is the tab of the document form it sits in.
 */
import {defineField, type StringRule} from '@sanity/types'
import {TIME} from './validation.ts'

type Placement = {required: boolean; group?: string}

/** A time-zone name such as Europe/Zurich. */
const TIME_ZONE = /^[A-Za-z]+(\/[A-Za-z_+-]+)+$/

/**
 * An end time that comes after the start time (`startTime`) of the same event: a field of the
 * document (a summit page) or of the object it sits in (an event section). Times compare as text (HH:MM).
 */
function endsAfterStart(rule: StringRule, within: 'document' | 'parent') {
  return rule
    .custom((value: string | undefined, context) => {
      const start = (context[within] as {startTime?: string} | undefined)?.startTime
      return !value || !start || value > start ? true : 'The end time must be after the start time.'
    })
    .error()
}

const LABEL_MISSING = 'Write the time zone visitors see, e.g. CET'

/** The rule that the field is filled in, where the placement requires it. */
const requiredWhere = (required: boolean, rule: StringRule, message: string) => (required ? [rule.required().error(message)] : [])

const optionally = (required: boolean, description: string) =>
  required ? description : `Optional: ${description.charAt(0).toLowerCase()}${description.slice(1)}`

/** A summit page's title: its heading, and the event's name in search results. */
export const eventPageTitleField = defineField({
  name: 'title',
  title: 'Page title',
  type: 'string',
  group: 'event',
  description: 'The main heading of the page and the name of the event in search results.',
  validation: (rule) => rule.required().error('Give the event a title.'),
})

/** The day of the event; `description` says where the page shows it. */
export const eventDateField = ({description, group}: {description: string; group?: string}) =>
  defineField({
    name: 'date',
    title: 'Date',
    type: 'date',
    group,
    description,
    options: {dateFormat: 'D MMM YYYY'},
    validation: (rule) => rule.required().error('Pick the day of the event.'),
  })

/** A local time of the event, HH:MM; `example` shows the format in the description and the messages. */
const timeField = (
  {name, title, example}: {name: string; title: string; example: string},
  {required, group}: Placement,
  extra: (rule: StringRule) => StringRule[] = () => [],
) =>
  defineField({
    name,
    title,
    type: 'string',
    group,
    description: optionally(required, `Local time in 24-hour format, e.g. ${example}`),
    validation: (rule) => [
      ...requiredWhere(required, rule, `Add the ${title.toLowerCase()}, e.g. ${example}`),
      rule.regex(TIME).error(`Write the time as HH:MM, e.g. ${example}`),
      ...extra(rule),
    ],
  })

/**
 * Start and end time, and the time zone twice: the short name visitors read after the times and the
 * zone's name, from which the site computes the exact time (summer time included) for search engines.
 * `within` says where the start time is for the end time's check: the document, or the section around it.
 */
export const eventHoursFields = ({required, group, within}: Placement & {within: 'document' | 'parent'}) => [
  timeField({name: 'startTime', title: 'Start time', example: '14:00'}, {required, group}),
  timeField({name: 'endTime', title: 'End time', example: '16:10'}, {required, group}, (rule) => [endsAfterStart(rule, within)]),
  defineField({
    name: 'timeZoneLabel',
    title: 'Time zone as shown',
    type: 'string',
    group,
    description: 'The short name shown after the times, e.g. CET',
    // Needed as soon as there is a time for it to follow.
    validation: (rule) =>
      required
        ? rule.required().error(LABEL_MISSING)
        : rule
            .custom((value: string | undefined, context) =>
              value || !(context[within] as {startTime?: string} | undefined)?.startTime ? true : LABEL_MISSING,
            )
            .error(),
  }),
  defineField({
    name: 'timeZone',
    title: 'Time zone for search engines',
    type: 'string',
    group,
    description:
      'The place whose clock the times follow, as a time-zone name such as Europe/Zurich. Search engines get the exact time from it, summer time included.',
    initialValue: 'Europe/Zurich',
    validation: (rule) => [
      ...requiredWhere(required, rule, 'Add the time-zone name, e.g. Europe/Zurich'),
      rule.regex(TIME_ZONE).error('Write a time-zone name such as Europe/Zurich or Europe/Brussels.'),
    ],
  }),
]

/** How people take part (always needed: it is the event's place when there is no city), then where. */
export const eventPlaceFields = ({required, group}: Placement) => [
  defineField({
    name: 'format',
    title: 'Format',
    type: 'string',
    group,
    description: 'How people take part, e.g. Virtual and Geneva',
    validation: (rule) => rule.required().error('Say how people take part, e.g. Virtual and Geneva'),
  }),
  defineField({
    name: 'city',
    title: 'City',
    type: 'string',
    group,
    description: required
      ? 'Where the in-person event takes place, e.g. Geneva. Search engines show it as the venue.'
      : 'Optional: where the in-person event takes place, e.g. Geneva. Leave empty for an online event.',
    validation: (rule) => requiredWhere(required, rule, 'Write the city of the in-person event.'),
  }),
  defineField({
    name: 'countryCode',
    title: 'Country code',
    type: 'string',
    group,
    description: 'Two-letter country code of the city, e.g. CH for Switzerland (for search engines).',
    validation: (rule) => [
      ...requiredWhere(required, rule, 'Add the two-letter country code, e.g. CH'),
      rule.regex(/^[A-Z]{2}$/).error('Use two capital letters, e.g. CH'),
    ],
  }),
]
