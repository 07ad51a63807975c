/**
 * /innovation-summit: the 2025 online summit (docs/product.md#innovation-summit-2025). Once concluded it
 * thanks visitors, announces the winner, embeds the full recording and says so where the register
 * button was (drawn like a disabled button, but text); the keynote speaker and the agenda follow. Event structured data is in the HTML.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {Award, CalendarDays, Clock, Heart, MonitorPlay} from '@/components/lucide'
import {AgendaList} from '@/components/events/AgendaList'
import {disabledButtonClasses} from '@/components/events/disabledButton'
import {EventHero} from '@/components/events/EventHero'
import {formatEventDate} from '@/components/events/eventDates'
import {timeRange} from '@/components/events/timeRange'
import {eventJsonLd} from '@/components/events/eventJsonLd'
import {JsonLd} from '@/seo/JsonLd'
import {KeynoteSpeakerCard} from '@/components/events/KeynoteSpeakerCard'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Section} from '@/components/ui/Section'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import {siteUrl} from '@/seo/siteUrl'
import {loadSummitPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

const PATH = PAGE_PATHS.summitPage

export async function generateMetadata(): Promise<Metadata> {
  const summit = await loadSummitPage()
  return pageMetadata({title: summit?.title, description: summit?.seoDescription, path: PATH})
}

export default async function SummitRoute() {
  const summit = await loadSummitPage()
  if (!summit) notFound()

  const date = formatEventDate(summit.date)
  const times = timeRange(summit)
  const jsonLd = eventJsonLd({
    name: summit.title,
    description: summit.seoDescription,
    date: summit.date,
    startTime: summit.startTime,
    endTime: summit.endTime,
    timeZone: summit.timeZone,
    pageUrl: `${siteUrl}${PATH}`,
    siteUrl,
    organizer: summit.organizer,
    performer: summit.keynote?.name,
  })

  return (
    <>
      <JsonLd data={jsonLd} />

      <EventHero
        badge={summit.concluded ? 'Event Concluded' : 'Upcoming Event'}
        title={summit.title}
        intro={summit.intro}
        facts={[
          {
            key: 'date',
            label: 'Date',
            icon: <CalendarDays className="size-5" aria-hidden="true" />,
            value: date ? <time dateTime={summit.date}>{date}</time> : null,
          },
          {key: 'time', label: 'Time', icon: <Clock className="size-5" aria-hidden="true" />, value: times},
          {key: 'where', label: 'Where', icon: <MonitorPlay className="size-5" aria-hidden="true" />, value: 'Online'},
        ]}
      />

      {summit.concluded && (summit.thankYou || summit.winnerAnnouncement) ? (
        <Section id="thank-you" delay={0.1} className="pb-0 sm:pb-0">
          <div className="grid gap-6 md:grid-cols-2">
            {summit.thankYou ? (
              <div className="rounded-card bg-brand-50 p-6 sm:p-8">
                <Heart className="size-8 text-brand-600" aria-hidden="true" />
                <h2 id="thank-you-title" className="mt-3 text-2xl font-bold tracking-tight">
                  {summit.thankYou.title}
                </h2>
                {summit.thankYou.text ? <p className="mt-3 text-muted">{summit.thankYou.text}</p> : null}
              </div>
            ) : null}
            {summit.winnerAnnouncement ? (
              <div className="rounded-card bg-accent-100 p-6 sm:p-8">
                <Award className="size-8 text-accent-700" aria-hidden="true" />
                <h2 className="mt-3 text-2xl font-bold tracking-tight">Winner Announced</h2>
                <p className="mt-3 text-ink">{summit.winnerAnnouncement.text}</p>
                <ButtonLink href={PAGE_PATHS.getInspiredPage} className="mt-5">
                  {summit.winnerAnnouncement.linkLabel}
                </ButtonLink>
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}

      {summit.recordingUrl ? (
        <Section id="recording" title="Full Recording" delay={0.2}>
          <div className="mx-auto max-w-4xl">
            <VideoEmbed url={summit.recordingUrl} title={summit.recordingTitle ?? summit.title} />
          </div>
        </Section>
      ) : null}

      {summit.concluded && summit.concludedButtonLabel ? (
        <div className="pb-12 text-center sm:pb-16">
          {/* Drawn as the register button was, but a statement: no control for screen readers to find unavailable. */}
          <p className={disabledButtonClasses}>{summit.concludedButtonLabel}</p>
        </div>
      ) : null}

      {summit.keynote?.name ? (
        <Section id="keynote" title="Keynote Speaker" tone="muted" delay={0.3}>
          <KeynoteSpeakerCard speaker={summit.keynote} />
        </Section>
      ) : null}

      {summit.agenda.length ? (
        <Section
          id="agenda"
          title="Agenda"
          intro={
            <>
              {date}
              {date && times ? ' · ' : null}
              {times}
            </>
          }
          delay={0.4}
        >
          <AgendaList items={summit.agenda} date={summit.date} timeZone={summit.timeZone} />
        </Section>
      ) : null}

      {summit.nextEvent?.title && summit.nextEvent.linkLabel ? (
        <Section id="next-event" title={summit.nextEvent.title} intro={summit.nextEvent.text} tone="brand" delay={0.5}>
          <ButtonLink href={PAGE_PATHS.genevaSummitPage} variant="light">
            {summit.nextEvent.linkLabel}
          </ButtonLink>
        </Section>
      ) : null}
    </>
  )
}
