/**
 * An event: the summit pages' band (title, intro, date, time, format and place, the Register button),
 * then its speakers, agenda and keynote with the summit pages' components. Its Event structured
 * data is added by the page (eventJsonLd), from the same section.
 */
import {MapPin} from '@/components/lucide'
import {dateFact, timeFact} from '@/components/events/commonFacts'
import {AgendaList} from '@/components/events/AgendaList'
import {EventHero} from '@/components/events/EventHero'
import {formatEventDate} from '@/components/events/eventDates'
import {KeynoteSpeakerCard} from '@/components/events/KeynoteSpeakerCard'
import {RegisterButton} from '@/components/events/RegisterButton'
import {SpeakerList} from '@/components/events/SpeakerList'
import {Band} from '@/components/ui/Band'
import type {SectionProps} from '../types'

export function EventBlock({section, id, first, delay}: SectionProps<'eventSection'>) {
  const date = formatEventDate(section.date)
  const place = [section.format, section.city].filter(Boolean).join(' · ')
  return (
    <>
      <EventHero
        id={id}
        level={first ? 1 : 2}
        title={section.heading}
        intro={section.intro}
        facts={[
          dateFact(section.date),
          timeFact(section),
          {key: 'where', label: 'Where', icon: <MapPin className="size-5" aria-hidden="true" />, value: place},
        ]}
      >
        <div className="mt-8">
          <RegisterButton url={section.registrationUrl} noteId={`${id}-register-note`} variant="light" />
        </div>
      </EventHero>
      {section.speakers.length ? (
        <Band id={`${id}-speakers`} title="Speakers" tone="muted" delay={delay}>
          <SpeakerList speakers={section.speakers} />
        </Band>
      ) : null}
      {section.agenda.length ? (
        <Band id={`${id}-agenda`} title="Agenda" intro={date} delay={delay}>
          <AgendaList items={section.agenda} date={section.date} timeZone={section.timeZone} />
        </Band>
      ) : null}
      {section.keynote?.name ? (
        <Band id={`${id}-keynote`} title="Keynote Speaker" tone="muted" delay={delay}>
          <KeynoteSpeakerCard speaker={section.keynote} />
        </Band>
      ) : null}
    </>
  )
}
