/** Next steps: a numbered list, each step a title and a description. */
import type {BeaconSectionOf} from '../types'

export function NextStepsSection({section}: {section: BeaconSectionOf<'beaconNextStepsSection'>}) {
  return (
    <ol className="space-y-4">
      {section.steps.map((step, index) => (
        <li key={step._key} className="flex gap-4">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="pt-1">
            <h3 className="font-semibold text-brand-900">{step.title}</h3>
            {step.description ? <p className="mt-1 text-muted">{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
