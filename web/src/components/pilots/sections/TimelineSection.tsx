/** The M1–M6 milestones as a vertical timeline: label, what happens, and when. */
import {CalendarDays} from '@/components/lucide'
import type {SectionOf} from '../types'

export function TimelineSection({section}: {section: SectionOf<'pilotTimelineSection'>}) {
  const milestones = section.milestones
  if (!milestones.length) return null
  return (
    <ol className="relative">
      {milestones.map((milestone, index) => (
        <li key={milestone._key} className="relative flex gap-4 pb-5 last:pb-0">
          {index < milestones.length - 1 ? (
            <span aria-hidden="true" className="absolute top-12 bottom-0 left-6 w-0.5 -translate-x-1/2 bg-brand-100" />
          ) : null}
          <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-white">
            {milestone.label}
          </span>
          <div className="flex min-h-12 flex-1 flex-col justify-center rounded-xl border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="font-semibold">{milestone.name}</p>
            <p className="mt-1 flex shrink-0 items-center gap-1.5 text-sm text-muted sm:mt-0">
              <CalendarDays className="size-4" aria-hidden="true" />
              {milestone.deadline}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
