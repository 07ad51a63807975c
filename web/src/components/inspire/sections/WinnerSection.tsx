/** The winner panel: the award's label, title and text in a panel of its own look, outside the section frame. */
import {Trophy} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import type {BeaconSectionOf} from '../types'

export function WinnerSection({section, id}: {section: BeaconSectionOf<'beaconWinnerSection'>; id: string}) {
  return (
    <section
      id={id}
      data-testid="winner-panel"
      className="relative overflow-hidden rounded-card border-2 border-accent-500 bg-gradient-to-br from-accent-100 to-white p-6 shadow-sm sm:p-8"
    >
      <Trophy aria-hidden="true" className="absolute -right-4 -bottom-4 size-32 text-accent-500/15" />
      <div className="relative flex flex-wrap items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-900">
          <Trophy className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          {section.label ? <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">{section.label}</p> : null}
          <h2 id={`${id}-title`} className="mt-1 text-xl font-bold tracking-tight text-brand-900 sm:text-2xl">
            {section.title}
          </h2>
          <Prose value={section.body} className="mt-3" />
        </div>
      </div>
    </section>
  )
}
