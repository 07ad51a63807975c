/** The people or teams who ran the pilot, each with an initials avatar, name and role. */
import type {SectionOf} from '../types'

/** Up to two initials from a name, ignoring bracketed notes such as "(sample)". */
function initialsOf(name: string) {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map((word) => word!.charAt(0).toUpperCase()).join('')
}

export function ImplementersSection({section}: {section: SectionOf<'pilotImplementersSection'>}) {
  if (!section.implementers.length) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {section.implementers.map((person) => (
        <li key={person._key} className="flex items-center gap-4 rounded-card border border-line bg-white p-4 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-base font-bold text-brand-700"
          >
            {initialsOf(person.name)}
          </span>
          <span>
            <span className="block font-semibold">{person.name}</span>
            <span className="block text-sm text-muted">{person.role}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
