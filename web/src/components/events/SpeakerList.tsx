/** Speakers announced for an event, each with an initials badge, name, role and organisation. */
import type {GenevaSummitPageQueryResult} from '@site/types'
import {Card} from '@/components/ui/Card'

export type ListedSpeaker = NonNullable<GenevaSummitPageQueryResult>['speakers'][number]

/** "Jonas Weber (sample)" → "JW": the first letters of the first and last words of the name. */
function initialsOf(name: string) {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export function SpeakerList({speakers}: {speakers: ListedSpeaker[] | null | undefined}) {
  const named = speakers?.filter((speaker) => speaker.name) ?? []
  if (!named.length) return null
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {named.map((speaker, index) => (
        <Card key={speaker._key} as="li" index={index} className="flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-900 text-2xl font-bold text-brand-50"
          >
            {initialsOf(speaker.name ?? '')}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{speaker.name}</h3>
          {speaker.role ? <p className="mt-1 text-sm text-muted">{speaker.role}</p> : null}
          {speaker.organisation ? <p className="text-sm font-medium text-brand-700">{speaker.organisation}</p> : null}
        </Card>
      ))}
    </ul>
  )
}
