/**
 * An event: the summit pages' band (title, intro, date, time, format and place, the Register button),
 * then its speakers, agenda and keynote with the summit pages' components. Its Event structured
 * data is added by the page (eventJsonLd), from the same section.
 */
import {CalendarDays, Clock, MapPin} from '@/components/lucide'
import {AgendaList} from '@/components/events/AgendaList'
import {EventHero} from '@/components/events/EventHero'
import {formatEventDate} from '@/components/events/eventDates'
import {timeRange} from '@/components/events/timeRange'
import {KeynoteSpeakerCard} from '@/components/events/KeynoteSpeakerCard'
import {RegisterButton} from '@/components/events/RegisterButton'
import {SpeakerList} from '@/components/events/SpeakerList'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function EventBlock({section, id, first, delay}: SectionProps<'eventSection'>) {
  const date = formatEventDate(section.date)
  if (!section.heading || !date || !section.format) return null
  const place = [section.format, section.city].filter(Boolean).join(' · ')
  return (
    <>
      <EventHero
        id={id}
        level={first ? 1 : 2}
        title={section.heading}
        intro={section.intro}
        facts={[
          {
            key: 'date',
            label: 'Date',
            icon: <CalendarDays className="size-5" aria-hidden="true" />,
            value: <time dateTime={section.date}>{date}</time>,
          },
          {
            key: 'time',
            label: 'Time',
            icon: <Clock className="size-5" aria-hidden="true" />,
            value: timeRange(section),
          },
          {key: 'where', label: 'Where', icon: <MapPin className="size-5" aria-hidden="true" />, value: place},
        ]}
      >
        <div className="mt-8">
          <RegisterButton url={section.registrationUrl} noteId={`${id}-register-note`} variant="light" />
        </div>
      </EventHero>
      {section.speakers.length ? (
        <Section id={`${id}-speakers`} title="Speakers" tone="muted" delay={delay}>
          <SpeakerList speakers={section.speakers} />
        </Section>
      ) : null}
      {section.agenda.length ? (
        <Section id={`${id}-agenda`} title="Agenda" intro={date} delay={delay}>
          <AgendaList items={section.agenda} date={section.date} timeZone={section.timeZone} />
        </Section>
      ) : null}
      {section.keynote?.name ? (
        <Section id={`${id}-keynote`} title="Keynote Speaker" tone="muted" delay={delay}>
          <KeynoteSpeakerCard speaker={section.keynote} />
        </Section>
      ) : null}
    </>
  )
}
