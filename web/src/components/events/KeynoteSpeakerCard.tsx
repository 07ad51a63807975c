/**
 * The keynote speaker of the summit (docs/product.md#content-model): portrait, name, role, topic, biography,
 * and links to the talk and the speaker's website, both opening in a new tab.
 */
import type {SummitPageQueryResult} from '@site/types'
import {Mic, ExternalLink as ExternalIcon, Globe} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {SanityImage} from '@/components/SanityImage'
import {ButtonLink} from '@/components/ui/ButtonLink'

export type KeynoteSpeaker = NonNullable<NonNullable<SummitPageQueryResult>['keynote']>

export function KeynoteSpeakerCard({speaker}: {speaker: KeynoteSpeaker}) {
  return (
    <article className="grid gap-8 rounded-card border border-line bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[14rem_1fr]">
      <div>
        <SanityImage
          image={speaker.image}
          shownWidth={224}
          aspectRatio={1}
          decorative
          className="aspect-square w-full max-w-56 rounded-card object-cover"
        />
      </div>
      <div>
        <h3 className="text-2xl font-bold tracking-tight">{speaker.name}</h3>
        {speaker.role ? <p className="mt-1 font-medium text-brand-700">{speaker.role}</p> : null}
        {speaker.topic ? (
          <p className="mt-4 flex items-start gap-2 text-lg">
            <Mic className="mt-1 size-5 shrink-0 text-accent-500" aria-hidden="true" />
            <span>
              <span className="sr-only">Topic: </span>
              <span className="font-semibold">“{speaker.topic}”</span>
            </span>
          </p>
        ) : null}
        <Prose value={speaker.bio} className="mt-4 text-muted" />
        {speaker.talkUrl || speaker.websiteUrl ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {speaker.talkUrl ? (
              <ButtonLink href={speaker.talkUrl}>
                <ExternalIcon className="size-4" aria-hidden="true" />
                Watch the Talk
              </ButtonLink>
            ) : null}
            {speaker.websiteUrl ? (
              <ButtonLink href={speaker.websiteUrl} variant="secondary">
                <Globe className="size-4" aria-hidden="true" />
                Visit Website
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
