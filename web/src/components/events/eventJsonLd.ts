/**
 * schema.org Event structured data for the summit pages, built from content. A concluded event keeps
 * eventStatus EventScheduled: schema.org has no "completed" status, and Google reads a past date of a
 * scheduled event as an event that took place.
 */
import {zonedDateTime} from './eventDates'

const SCHEMA = 'https://schema.org'

export type EventJsonLd = Record<string, unknown>

function organizerOf(name: string | null | undefined, siteUrl: string) {
  return name ? {'@type': 'Organization', name, url: siteUrl} : undefined
}

/** Drops keys whose value is undefined or null, so absent content leaves no empty property. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null)) as T
}

/** An online-only event (the 2025 summit): the place is the page itself. */
export function onlineEventJsonLd(input: {
  name: string
  description?: string | null
  date: string
  startTime?: string | null
  endTime?: string | null
  timeZone: string
  pageUrl: string
  siteUrl: string
  organizer?: string | null
  performer?: string | null
}): EventJsonLd {
  return compact({
    '@context': SCHEMA,
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: zonedDateTime(input.date, input.startTime, input.timeZone),
    endDate: input.endTime ? zonedDateTime(input.date, input.endTime, input.timeZone) : undefined,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
    location: {'@type': 'VirtualLocation', url: input.pageUrl},
    url: input.pageUrl,
    organizer: organizerOf(input.organizer, input.siteUrl),
    performer: input.performer ? {'@type': 'Person', name: input.performer} : undefined,
  })
}

/** An event held in a city and online at once (the Annual Event in Geneva). */
export function mixedEventJsonLd(input: {
  name: string
  description?: string | null
  date: string
  city: string
  countryCode?: string | null
  pageUrl: string
  siteUrl: string
  registrationUrl?: string | null
  organizer?: string | null
}): EventJsonLd {
  return compact({
    '@context': SCHEMA,
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: input.date,
    endDate: input.date,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/MixedEventAttendanceMode`,
    location: [
      {
        '@type': 'Place',
        name: input.city,
        address: compact({'@type': 'PostalAddress', addressLocality: input.city, addressCountry: input.countryCode}),
      },
      {'@type': 'VirtualLocation', url: input.registrationUrl || input.pageUrl},
    ],
    url: input.pageUrl,
    organizer: organizerOf(input.organizer, input.siteUrl),
  })
}
