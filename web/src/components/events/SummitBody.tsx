/**
 * The 2025 online summit as app/innovation-summit draws it: once concluded it thanks visitors,
 * announces the winner, embeds the full recording and says so where the register button was (drawn
 * like a disabled button, but text); the keynote speaker, the agenda and the next event follow, then
 * the editors' more sections. Event structured data goes in the HTML.
 */
import {Award, Heart, MonitorPlay} from '@/components/lucide'
import {AgendaList} from '@/components/events/AgendaList'
import {disabledButtonClasses} from '@/components/events/disabledButton'
import {dateFact, timeFact} from '@/components/events/commonFacts'
import {formatEventDate} from '@/components/events/eventDates'
import {timeRange} from '@/components/events/timeRange'
import {eventJsonLd} from '@/components/events/eventJsonLd'
import {JsonLd} from '@/seo/JsonLd'
import {KeynoteSpeakerCard} from '@/components/events/KeynoteSpeakerCard'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import {siteUrl} from '@/seo/siteUrl'
import type {SummitPageQueryResult} from '@site/types'
import {PAGE_PATHS} from '@site/routes'

const PATH = PAGE_PATHS.summitPage

export function SummitBody({summit, more}: {summit: NonNullable<SummitPageQueryResult>; more: MoreSectionsData}) {
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

  const sections: SinglePageSection[] = [
    {
      _key: 'event',
      _type: 'eventHero',
      badge: summit.concluded ? 'Event Concluded' : 'Upcoming Event',
      title: summit.title,
      intro: summit.intro,
      facts: [
        dateFact(summit.date),
        timeFact(summit),
        {key: 'where', label: 'Where', icon: <MonitorPlay className="size-5" aria-hidden="true" />, value: 'Online'},
      ],
    },
    {
      _key: 'thank-you',
      _type: 'band',
      anchor: 'thank-you',
      className: 'pb-0 sm:pb-0',
      content:
        summit.concluded && (summit.thankYou || summit.winnerAnnouncement) ? (
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
        ) : null,
    },
    {
      _key: 'recording',
      _type: 'band',
      anchor: 'recording',
      title: 'Full Recording',
      content: summit.recordingUrl ? (
        <div className="mx-auto max-w-4xl">
          <VideoEmbed url={summit.recordingUrl} title={summit.recordingTitle ?? summit.title} />
        </div>
      ) : null,
    },
    {
      _key: 'concluded',
      _type: 'plain',
      // Drawn as the register button was, but a statement: no control for screen readers to find unavailable.
      content:
        summit.concluded && summit.concludedButtonLabel ? (
          <div className="pb-12 text-center sm:pb-16">
            <p className={disabledButtonClasses}>{summit.concludedButtonLabel}</p>
          </div>
        ) : null,
    },
    {
      _key: 'keynote',
      _type: 'band',
      anchor: 'keynote',
      title: 'Keynote Speaker',
      tone: 'muted',
      content: summit.keynote?.name ? <KeynoteSpeakerCard speaker={summit.keynote} /> : null,
    },
    {
      _key: 'agenda',
      _type: 'band',
      anchor: 'agenda',
      title: 'Agenda',
      intro: (
        <>
          {date}
          {date && times ? ' · ' : null}
          {times}
        </>
      ),
      content: summit.agenda.length ? <AgendaList items={summit.agenda} date={summit.date} timeZone={summit.timeZone} /> : null,
    },
    {
      _key: 'next-event',
      _type: 'band',
      anchor: 'next-event',
      title: summit.nextEvent?.title,
      intro: summit.nextEvent?.text,
      tone: 'brand',
      content:
        summit.nextEvent?.title && summit.nextEvent.linkLabel ? (
          <ButtonLink href={PAGE_PATHS.genevaSummitPage} variant="light">
            {summit.nextEvent.linkLabel}
          </ButtonLink>
        ) : null,
    },
  ]

  return (
    <>
      <JsonLd data={jsonLd} />
      <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
    </>
  )
}
