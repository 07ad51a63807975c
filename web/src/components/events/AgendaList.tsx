/**
 * An event agenda: start time, title, optional speaker and a label for the kind of slot
 * (docs/product.md#content-model). Used by /innovation-summit and /innovation-summit-geneve. Given the
 * event's date and time zone, each time is machine-readable (`<time datetime>` with the offset) and
 * names its zone ("CET"), computed for that date.
 */
import type {GenevaSummitPageQueryResult, SummitPageQueryResult} from '@site/types'
import {Badge} from '@/components/ui/Badge'
import {zoneAbbreviation, zonedDateTime} from './eventDates'

/** Interface words for the kinds of slot editors choose from (studio agendaItem.type). */
const TYPE_LABELS: Record<string, string> = {
  opening: 'Opening',
  keynote: 'Keynote',
  'q&a': 'Q&A',
  presentation: 'Presentation',
  closing: 'Closing',
  networking: 'Networking',
  panel: 'Panel',
  break: 'Break',
  workshop: 'Workshop',
}

function agendaTypeLabel(type: string | null | undefined) {
  return type ? (TYPE_LABELS[type] ?? null) : null
}

/** An agenda slot as either event page's query projects it. */
export type AgendaEntry = NonNullable<SummitPageQueryResult>['agenda'][number] | NonNullable<GenevaSummitPageQueryResult>['agenda'][number]

export function AgendaList({
  items,
  date,
  timeZone,
}: {
  items: AgendaEntry[] | null | undefined
  date?: string | null
  timeZone?: string | null
}) {
  if (!items?.length) return null
  const zone = zoneAbbreviation(date, items.find((item) => item.time)?.time, timeZone)
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white" aria-label="Agenda">
      {items.map((item) => {
        const label = agendaTypeLabel(item.type)
        return (
          <li key={item._key} className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:gap-6">
            <p className="w-16 shrink-0 text-lg font-bold text-brand-700 tabular-nums">
              {item.time ? <time dateTime={(timeZone && zonedDateTime(date, item.time, timeZone)) || item.time}>{item.time}</time> : null}
              {item.time && zone ? <span className="block text-xs font-semibold text-muted">{zone}</span> : null}
            </p>
            <div className="flex-1">
              <p className="font-semibold text-ink">{item.title}</p>
              {item.speaker ? <p className="mt-1 text-sm text-muted">{item.speaker}</p> : null}
            </div>
            {label ? (
              <Badge tone={item.type === 'keynote' || item.type === 'closing' ? 'accent' : 'brand'} className="self-start">
                {label}
              </Badge>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
