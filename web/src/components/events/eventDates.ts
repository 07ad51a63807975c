/**
 * Dates and times of events as visitors read them ("23 Sept 2025", "14:00–16:10 CEST") and as search
 * engines and `<time datetime>` need them (ISO 8601 with the UTC offset the event's time zone had on
 * that day). The zone's short name is computed from the stored time-zone name and the date, so a
 * summer date in Zurich reads CEST and a winter one CET, whatever label the content carries.
 */

const displayDate = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})

/** A `YYYY-MM-DD` date field as visitors read it, e.g. "15 Nov 2025"; null when missing or malformed. */
export function formatEventDate(date: string | null | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? null : displayDate.format(parsed)
}

/** "14:00–16:10 CET" from the parts that are present. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined, zoneLabel?: string | null) {
  const range = [start, end].filter(Boolean).join('–')
  if (!range) return null
  return zoneLabel ? `${range} ${zoneLabel}` : range
}

const zoneNames = (timeZone: string) => new Intl.DateTimeFormat('en-GB', {timeZone, timeZoneName: 'short'})

/**
 * The short name `timeZone` has at `date time` ("CEST" for Europe/Zurich on 2025-09-23 at 14:00, "CET"
 * in winter); `fallback` (the content's own label) when the date, the time or the zone is unusable.
 */
export function zoneAbbreviation(
  date: string | null | undefined,
  time: string | null | undefined,
  timeZone: string | null | undefined,
  fallback?: string | null,
): string | null {
  const instant = timeZone ? zonedDateTime(date, time, timeZone) : null
  if (!instant || !instant.includes('T')) return fallback ?? null
  try {
    const name = zoneNames(timeZone!)
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value
    return name || (fallback ?? null)
  } catch {
    return fallback ?? null
  }
}

/** Minutes east of UTC that `timeZone` observes at the given instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'})
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0 // "GMT" alone: the zone is on UTC at that instant
  const [, sign, hours, minutes] = match
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

function formatOffset(minutes: number) {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/**
 * The local wall-clock time `date time` in `timeZone` as ISO 8601 with its offset, e.g.
 * zonedDateTime('2025-09-23', '14:00', 'Europe/Zurich') → '2025-09-23T14:00:00+02:00' (summer time).
 * Without a time, the bare date. Null when the date is missing or the time zone unknown.
 */
export function zonedDateTime(date: string | null | undefined, time: string | null | undefined, timeZone: string) {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  if (!time) return date
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return date
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const wallClockAsUtc = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]))
  try {
    // The offset at the guessed instant, then re-checked at the corrected one (right around a clock change).
    let offset = offsetMinutes(wallClockAsUtc, timeZone)
    offset = offsetMinutes(wallClockAsUtc - offset * 60_000, timeZone)
    return `${date}T${match[1]}:${match[2]}:00${formatOffset(offset)}`
  } catch {
    return null
  }
}
