/** The pilot page's summary box: icon, partner organisations, category, status and the four key features. */
import {CircleCheck} from '@/components/lucide'
import {Icon} from '@/components/editorIcons'
import {KeyFeatureList} from './KeyFeatureList'
import type {PilotPageData} from './types'

export function PilotAtAGlance({pilot}: {pilot: PilotPageData}) {
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon name={pilot.icon} className="size-5" />
        </span>
        <h2 id="at-a-glance-title" className="text-lg font-bold">
          At a Glance
        </h2>
      </div>
      <dl className="mt-5 space-y-4 text-sm">
        {pilot.partner ? (
          <div>
            <dt className="font-semibold text-muted">Partners</dt>
            <dd className="mt-0.5">{pilot.partner}</dd>
          </div>
        ) : null}
        {pilot.category ? (
          <div>
            <dt className="font-semibold text-muted">Category</dt>
            <dd className="mt-0.5">{pilot.category}</dd>
          </div>
        ) : null}
        {pilot.status ? (
          <div>
            <dt className="font-semibold text-muted">Status</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {pilot.status}
            </dd>
          </div>
        ) : null}
      </dl>
      {pilot.keyFeatures.length ? (
        <>
          <h3 className="mt-6 border-t border-line pt-5 text-sm font-semibold text-muted">Key features</h3>
          <KeyFeatureList features={pilot.keyFeatures} />
        </>
      ) : null}
    </section>
  )
}
