/** "Presenter Information" on a Beacon page: photo (decorative: the name is the heading beside it), name, role, organisation and profile link (new tab). */
import {UserRound} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {NewTabHint} from '@/components/ui/NewTabHint'
import type {Presenter} from './types'

export function PresenterList({presenters}: {presenters: Presenter[]}) {
  if (!presenters.length) return null
  return (
    <ul className={`grid gap-4 ${presenters.length > 1 ? 'sm:grid-cols-2' : ''}`}>
      {presenters.map((presenter) => (
        <li key={presenter._key} className="flex items-start gap-4 rounded-card border border-line bg-white p-5 shadow-sm">
          {presenter.photo?.url ? (
            <SanityImage
              image={presenter.photo}
              shownWidth={80}
              aspectRatio={1}
              decorative
              className="size-20 shrink-0 rounded-full object-cover ring-4 ring-brand-50"
            />
          ) : (
            <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <UserRound className="size-8" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-brand-900">{presenter.name}</h3>
            {presenter.role ? <p className="mt-0.5 text-sm text-ink">{presenter.role}</p> : null}
            {presenter.organisation ? <p className="mt-0.5 text-sm text-muted">{presenter.organisation}</p> : null}
            {presenter.profileUrl ? (
              <OutsideAnchor
                href={presenter.profileUrl}
                className="mt-3 inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
              >
                View profile
                <span className="sr-only"> of {presenter.name}</span>
                <NewTabHint />
              </OutsideAnchor>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
