/** The experiment summary, followed by the Sustainable Development Goals the pilot addresses. */
import {Globe} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {type SectionOf} from '../types'

export function ExperimentSummarySection({section}: {section: SectionOf<'pilotExperimentSummarySection'>}) {
  return (
    <div className="rounded-card bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-8">
      <Prose value={section.body} className="max-w-prose text-lg/relaxed" />
      {section.sdgs.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.sdgsHeading}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {section.sdgs.map((goal) => (
              <li
                key={goal}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-brand-100"
              >
                <Globe className="size-4 text-accent-500" aria-hidden="true" />
                {goal}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
