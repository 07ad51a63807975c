/** Impact metrics: a grid of cards, each a target icon, a title and a description. */
import {Target} from '@/components/lucide'
import type {BeaconSectionOf} from '../types'

export function ImpactMetricsSection({section}: {section: BeaconSectionOf<'beaconImpactMetricsSection'>}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {section.metrics.map((metric) => (
        <li key={metric._key} className="rounded-card border border-line bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Target className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-3 font-semibold text-brand-900">{metric.title}</h3>
          {metric.description ? <p className="mt-1 text-sm leading-relaxed text-muted">{metric.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
