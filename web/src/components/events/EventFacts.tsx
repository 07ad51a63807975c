/** The key facts of an event as a row of icon + text items (date, time, place, attendance). */
import type {ReactNode} from 'react'

export function EventFacts({facts}: {facts: {key: string; icon: ReactNode; label: string; value: ReactNode | null}[]}) {
  const shown = facts.filter((fact) => fact.value)
  if (!shown.length) return null
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3">
      {shown.map((fact) => (
        <div key={fact.key} className="flex items-center gap-2">
          <dt className="text-accent-500">
            {fact.icon}
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
