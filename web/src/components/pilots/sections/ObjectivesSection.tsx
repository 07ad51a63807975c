/** Numbered objectives: an ordered list with large numbers (the list itself gives the order to screen readers). */
import type {SectionOf} from '../types'

export function ObjectivesSection({section}: {section: SectionOf<'pilotObjectivesSection'>}) {
  if (!section.objectives.length) return null
  return (
    <>
      {section.intro ? <p className="mb-5 max-w-prose text-lg text-muted">{section.intro}</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2">
        {section.objectives.map((objective, index) => (
          <li key={`${index}-${objective}`} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1.5 leading-relaxed">{objective}</span>
          </li>
        ))}
      </ol>
    </>
  )
}
