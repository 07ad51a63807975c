/** Headline figures of a pilot: each figure large, with what it counts and an optional icon. */
import {Icon} from '@/components/editorIcons'
import type {SectionOf} from '../types'

export function PilotFigures({section}: {section: SectionOf<'pilotFiguresSection'>}) {
  if (!section.statistics.length) return null
  return (
    <>
      {section.intro ? <p className="mb-5 max-w-prose text-lg text-muted">{section.intro}</p> : null}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {section.statistics.map((stat) => (
          <div key={stat._key} className="flex flex-col rounded-card bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
            <dt className="order-last mt-1 text-sm leading-snug text-muted">{stat.label}</dt>
            {/* The icon sits inside the dd: a dl's groups may hold only dt and dd elements. */}
            <dd className="text-2xl font-bold tracking-tight break-words text-brand-700 sm:text-3xl">
              <Icon name={stat.icon} className="mb-3 size-6 text-brand-600" />
              {stat.number}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}
