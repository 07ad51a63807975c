/**
 * schema.org Event structured data for the event pages, built from content: one builder for an event
 * held online only (the 2025 summit: the place is the page itself) or in a city and online at once
 * (the Annual Event in Geneva). A concluded event keeps eventStatus EventScheduled: schema.org has no
 * "completed" status, and Google reads a past date of a scheduled event as an event that took place.
 */
import {outsideAddress} from '@/security/linkAddress'
import {zonedDateTime} from './eventDates'

const SCHEMA = 'https://schema.org'

export type EventJsonLd = Record<string, unknown>

/** Drops keys whose value is undefined or null, so absent content leaves no empty property. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null)) as T
}

export function eventJsonLd(input: {
  name: string
  description?: string | null
  /** The day of the event (YYYY-MM-DD); it ends the same day. */
  date: string
  /** Wall-clock times in `timeZone`; without them the dates are the bare day. */
  startTime?: string | null
  endTime?: string | null
  timeZone?: string | null
  /** Where it is held in person as well; without a city the event is online only. */
  city?: string | null
  countryCode?: string | null
  pageUrl: string
  siteUrl: string
  /** Where to join online once registration opens; until then, the page. */
  registrationUrl?: string | null
  organizer?: string | null
  performer?: string | null
}): EventJsonLd {
  const at = (time: string | null | undefined) => (input.timeZone ? zonedDateTime(input.date, time, input.timeZone) : input.date)
  // Only another website's address may stand as the place to join (security/linkAddress.ts); else the page.
  const online = {'@type': 'VirtualLocation', url: outsideAddress(input.registrationUrl) ?? input.pageUrl}
  const place = input.city
    ? {
        '@type': 'Place',
        name: input.city,
        address: compact({'@type': 'PostalAddress', addressLocality: input.city, addressCountry: input.countryCode}),
      }
    : null
  return compact({
    '@context': SCHEMA,
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: at(input.startTime),
    endDate: at(input.endTime),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: place ? `${SCHEMA}/MixedEventAttendanceMode` : `${SCHEMA}/OnlineEventAttendanceMode`,
    location: place ? [place, online] : online,
    url: input.pageUrl,
    organizer: input.organizer ? {'@type': 'Organization', name: input.organizer, url: input.siteUrl} : undefined,
    performer: input.performer ? {'@type': 'Person', name: input.performer} : undefined,
  })
}
