/** Milestones: a timeline, each entry when, what and a description. */
import type {BeaconSectionOf} from '../types'

export function MilestonesSection({section}: {section: BeaconSectionOf<'beaconMilestonesSection'>}) {
  return (
    <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6">
      {section.items.map((item) => (
        <li key={item._key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
          />
          {item.when ? <p className="text-sm font-semibold text-accent-700">{item.when}</p> : null}
          <h3 className="font-semibold text-brand-900">{item.title}</h3>
          {item.description ? <p className="mt-1 text-muted">{item.description}</p> : null}
        </li>
      ))}
    </ol>
  )
}
