/**
 * The Annual Event, online and in Geneva, as app/innovation-summit-geneve draws it: date, format,
 * expected attendance, speakers and agenda announced so far, early bird pricing, Register buttons
 * (disabled until a registration address is set) and the call to nominate, then the editors' more
 * sections. Event structured data goes in the HTML.
 */
import {MapPin, Sparkles, Ticket, Users} from '@/components/lucide'
import {AgendaList} from '@/components/events/AgendaList'
import {dateFact} from '@/components/events/commonFacts'
import {formatEventDate} from '@/components/events/eventDates'
import {eventJsonLd} from '@/components/events/eventJsonLd'
import {JsonLd} from '@/seo/JsonLd'
import {RegisterButton} from '@/components/events/RegisterButton'
import {SpeakerList} from '@/components/events/SpeakerList'
import {Prose} from '@/components/Prose'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {siteUrl} from '@/seo/siteUrl'
import type {GenevaSummitPageQueryResult} from '@site/types'
import {PAGE_PATHS} from '@site/routes'

const PATH = PAGE_PATHS.genevaSummitPage

export function GenevaSummitBody({event, more}: {event: NonNullable<GenevaSummitPageQueryResult>; more: MoreSectionsData}) {
  const date = formatEventDate(event.date)
  const jsonLd = eventJsonLd({
    name: event.title,
    description: event.seoDescription,
    date: event.date,
    city: event.city,
    countryCode: event.countryCode,
    pageUrl: `${siteUrl}${PATH}`,
    siteUrl,
    registrationUrl: event.registrationUrl,
    organizer: event.organizer,
  })

  const sections: SinglePageSection[] = [
    {
      _key: 'event',
      _type: 'eventHero',
      badge: 'Save the Date',
      title: event.title,
      facts: [
        dateFact(event.date),
        {key: 'format', label: 'Format', icon: <MapPin className="size-5" aria-hidden="true" />, value: event.format},
        {
          key: 'attendees',
          label: 'Expected attendance',
          icon: <Users className="size-5" aria-hidden="true" />,
          value: event.attendees ? `${event.attendees} attendees` : null,
        },
      ],
      children: (
        <>
          {event.earlyBirdText ? (
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-accent-500 px-4 py-1.5 text-sm font-semibold text-brand-900">
              <Ticket className="size-4" aria-hidden="true" />
              {event.earlyBirdText}
            </p>
          ) : null}
          <div className="mt-8">
            <RegisterButton url={event.registrationUrl} noteId="register-note-top" variant="light" />
          </div>
        </>
      ),
    },
    {
      _key: 'about-event',
      _type: 'band',
      anchor: 'about-event',
      title: 'About the Event',
      content: event.intro?.length ? <Prose value={event.intro} className="max-w-3xl text-lg" /> : null,
    },
    {
      _key: 'speakers',
      _type: 'band',
      anchor: 'speakers',
      title: 'Speakers',
      tone: 'muted',
      content: event.speakers.length ? <SpeakerList speakers={event.speakers} /> : null,
    },
    event.agenda.length
      ? {
          _key: 'agenda',
          _type: 'band',
          anchor: 'agenda',
          title: 'Agenda',
          intro: date,
          content: (
            <>
              <AgendaList items={event.agenda} date={event.date} timeZone={event.timeZone} />
              {event.programmeNote ? <p className="mt-4 text-sm text-muted italic">{event.programmeNote}</p> : null}
            </>
          ),
        }
      : {
          _key: 'agenda',
          _type: 'band',
          anchor: 'agenda',
          content: event.programmeNote ? <p className="text-sm text-muted italic">{event.programmeNote}</p> : null,
        },
    {
      _key: 'register',
      _type: 'band',
      anchor: 'register',
      title: 'Registration',
      tone: 'muted',
      content: (
        <div className="flex flex-col gap-6 rounded-card border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            {event.earlyBirdText ? <p className="text-lg font-semibold">{event.earlyBirdText}</p> : null}
            {date || event.format ? <p className="mt-1 text-muted">{[date, event.format].filter(Boolean).join(' · ')}</p> : null}
          </div>
          <RegisterButton url={event.registrationUrl} noteId="register-note-bottom" />
        </div>
      ),
    },
    {
      _key: 'nominate',
      _type: 'band',
      anchor: 'nominate',
      title: 'Call for Nominations',
      content: event.nominate ? (
        <div className="flex flex-col gap-6 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="flex max-w-2xl items-start gap-3 text-lg">
            <Sparkles className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden="true" />
            {event.nominate.text}
          </p>
          <ButtonLink href={PAGE_PATHS.nominationPage}>{event.nominate.label}</ButtonLink>
        </div>
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
