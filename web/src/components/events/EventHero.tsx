/**
 * The opening band of the three event pages (the 2025 summit, the Annual Event, the call for
 * nominations): a badge, the page's h1, an optional intro, the event's key facts and the page's own
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
  children,
}: {
  badge: string
  title: string
  intro?: string | null
  facts?: ComponentProps<typeof EventFacts>['facts']
  children?: ReactNode
}) {
  return (
    <section className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <Badge tone="light">{badge}</Badge>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
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
