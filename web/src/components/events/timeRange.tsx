/**
 * An event's hours as visitors and machines both read them: "14:00–16:10 CEST", each time a
 * `<time datetime>` carrying the date and the UTC offset of the event's zone, the zone's short name
 * computed for that date (eventDates.ts); the content's own zone label only where it cannot be computed.
 */
import type {ReactNode} from 'react'
import {zoneAbbreviation, zonedDateTime} from './eventDates'

type Maybe<T> = T | null | undefined

/** What an event (a summit page, an event section) says of its hours. */
export type EventHours = {
  date: Maybe<string>
  startTime: Maybe<string>
  endTime: Maybe<string>
  timeZone: Maybe<string>
  timeZoneLabel: Maybe<string>
}

/** The hours, or null when neither time is set (so a list of facts can leave the line out). */
export function timeRange({date, startTime, endTime, timeZone, timeZoneLabel}: EventHours): ReactNode | null {
  const times = [startTime, endTime].filter((time): time is string => Boolean(time))
  if (!times.length) return null
  const zone = zoneAbbreviation(date, times[0], timeZone, timeZoneLabel)
  return (
    <>
      {times.map((time, index) => (
        <span key={time}>
          {index > 0 ? '–' : null}
          <time dateTime={(timeZone && zonedDateTime(date, time, timeZone)) || time}>{time}</time>
        </span>
      ))}
      {zone ? ` ${zone}` : null}
    </>
  )
}
