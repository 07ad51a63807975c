/**
 * The opening band of the three event pages (the 2025 summit, the Annual Event, the call for
 * nominations) and of an event section on a page made in the Studio: a badge, the title (the page's
 * h1, or an h2 further down a page), an optional intro, the event's key facts and the page's own
 * actions below them. The band holding the h1 never fades in, so the first screen shows at once.
 */
import type {ComponentProps, ReactNode} from 'react'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import {EventFacts} from './EventFacts'

export function EventHero({
  badge,
  title,
  intro,
  facts,
  level = 1,
  id,
  children,
}: {
  badge?: string | null
  title: string
  intro?: string | null
  facts?: ComponentProps<typeof EventFacts>['facts']
  level?: 1 | 2
  /** The section's anchor id; its title is then named `{id}-title`. */
  id?: string
  children?: ReactNode
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section id={id} className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        {badge ? <Badge tone="light">{badge}</Badge> : null}
        <Heading
          id={id ? `${id}-title` : undefined}
          className={`${badge ? 'mt-4 ' : ''}max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl`}
        >
          {title}
        </Heading>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p> : null}
        {facts ? (
          <div className="mt-8">
            <EventFacts facts={facts} />
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  )
}
