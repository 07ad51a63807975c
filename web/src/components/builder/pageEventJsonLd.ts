/** Event structured data for each complete event section of a page made in the Studio, as the summit pages carry theirs. */
import {eventJsonLd, type EventJsonLd} from '@/components/events/eventJsonLd'
import type {PageData, PageSectionOf} from './types'

export function pageEventJsonLd(
  page: Pick<PageData, 'sections' | 'seoDescription' | 'organizer'>,
  at: {siteUrl: string; pageUrl: string},
): EventJsonLd[] {
  return page.sections
    .filter((section): section is PageSectionOf<'eventSection'> => section._type === 'eventSection')
    .filter((event) => event.heading && event.date && event.format)
    .map((event) =>
      eventJsonLd({
        name: event.heading,
        description: event.intro ?? page.seoDescription,
        date: event.date,
        startTime: event.startTime,
        endTime: event.endTime,
        timeZone: event.timeZone,
        city: event.city,
        countryCode: event.countryCode,
        pageUrl: at.pageUrl,
        siteUrl: at.siteUrl,
        registrationUrl: event.registrationUrl,
        organizer: page.organizer,
        performer: event.keynote?.name,
      }),
    )
}
