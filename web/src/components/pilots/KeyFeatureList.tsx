/** A pilot's key features, each with a check mark: on its card (/pilots) and in its pilot page's summary box; the heading above names the list. */
import {Check} from '@/components/lucide'

export function KeyFeatureList({features}: {features: readonly string[]}) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}
