/**
 * An event's hours as visitors and machines both read them: "14:00–16:10 CEST", each time a
 * `<time datetime>` carrying the date and the UTC offset of the event's zone, the zone's short name
 * computed for that date (eventDates.ts). Nothing when neither time is set.
 */
import {zoneAbbreviation, zonedDateTime} from './eventDates'

export function TimeRange({
  date,
  start,
  end,
  timeZone,
  fallbackLabel,
}: {
  date: string | null | undefined
  start: string | null | undefined
  end: string | null | undefined
  timeZone: string | null | undefined
  /** The content's own zone label, shown only when the zone cannot be computed. */
  fallbackLabel?: string | null
}) {
  const times = [start, end].filter((time): time is string => Boolean(time))
  if (!times.length) return null
  const zone = zoneAbbreviation(date, times[0], timeZone, fallbackLabel)
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
