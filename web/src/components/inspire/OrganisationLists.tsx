/** The participating organisations of an article: one list per heading, names in a compact grid. */
import {Building2} from '@/components/lucide'
import type {Article} from './types'

export function OrganisationLists({lists}: {lists: Article['organisationLists']}) {
  const shown = lists.filter((list) => list.names.length)
  if (!shown.length) return null
  return (
    <div className="space-y-8">
      {shown.map((list) => (
        <div key={list._key}>
          <h3 className="text-lg font-semibold text-brand-900">{list.heading}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {list.names.map((name, index) => (
              <li
                key={`${index}-${name}`}
                className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-sm font-medium text-ink"
              >
                <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
