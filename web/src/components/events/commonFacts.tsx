/** The date and hours facts every event band shows (the summit pages, an event section), drawn one way. */
import {CalendarDays, Clock} from '@/components/lucide'
import {formatEventDate} from './eventDates'
import {timeRange, type EventHours} from './timeRange'

/** The event's day, as a `<time>`; no fact when the date is missing or malformed. */
export function dateFact(date: string | null | undefined) {
  const shown = formatEventDate(date)
  return {
    key: 'date',
    label: 'Date',
    icon: <CalendarDays className="size-5" aria-hidden="true" />,
    value: shown ? <time dateTime={date!}>{shown}</time> : null,
  }
}

export function timeFact(hours: EventHours) {
  return {key: 'time', label: 'Time', icon: <Clock className="size-5" aria-hidden="true" />, value: timeRange(hours)}
}
