import {describe, expect, test} from 'vitest'
import {eventJsonLd} from '@/components/events/eventJsonLd'

const site = 'https://site.example'

describe('an online event', () => {
  const summit = eventJsonLd({
    name: 'Innovation Summit 2025',
    description: 'Two hours online.',
    date: '2025-09-23',
    startTime: '14:00',
    endTime: '16:10',
    timeZone: 'Europe/Zurich',
    pageUrl: `${site}/innovation-summit`,
    siteUrl: site,
    organizer: 'The Initiative',
    performer: 'Keynote Person',
  })

  test('describes an online schema.org Event with explicit summer-time offsets', () => {
    expect(summit).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Innovation Summit 2025',
      description: 'Two hours online.',
      startDate: '2025-09-23T14:00:00+02:00',
      endDate: '2025-09-23T16:10:00+02:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: {'@type': 'VirtualLocation', url: `${site}/innovation-summit`},
      organizer: {'@type': 'Organization', name: 'The Initiative', url: site},
      performer: {'@type': 'Person', name: 'Keynote Person'},
    })
  })

  test('keeps a concluded event as EventScheduled (schema.org has no completed status)', () => {
    expect(summit.eventStatus).toBe('https://schema.org/EventScheduled')
  })

  test('leaves out what the content does not give', () => {
    const bare = eventJsonLd({name: 'X', date: '2025-09-23', timeZone: 'Europe/Zurich', pageUrl: `${site}/x`, siteUrl: site})
    expect(bare).not.toHaveProperty('organizer')
    expect(bare).not.toHaveProperty('performer')
    expect(bare).not.toHaveProperty('description')
    // Without times, the event is the whole day.
    expect(bare).toMatchObject({startDate: '2025-09-23', endDate: '2025-09-23'})
  })
})

describe('an event in a city and online', () => {
  test('places the event both in the city and online', () => {
    const geneva = eventJsonLd({
      name: 'Annual Event',
      date: '2025-11-15',
      city: 'Geneva',
      countryCode: 'CH',
      pageUrl: `${site}/innovation-summit-geneve`,
      siteUrl: site,
    })
    expect(geneva).toMatchObject({
      '@type': 'Event',
      startDate: '2025-11-15',
      endDate: '2025-11-15',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        {'@type': 'Place', name: 'Geneva', address: {'@type': 'PostalAddress', addressLocality: 'Geneva', addressCountry: 'CH'}},
        {'@type': 'VirtualLocation', url: `${site}/innovation-summit-geneve`},
      ],
    })
  })

  test('points the virtual location at registration once it is open', () => {
    const geneva = eventJsonLd({
      name: 'Annual Event',
      date: '2025-11-15',
      city: 'Geneva',
      pageUrl: `${site}/innovation-summit-geneve`,
      siteUrl: site,
      registrationUrl: 'https://tickets.example/annual',
    })
    expect((geneva.location as unknown[])[1]).toEqual({'@type': 'VirtualLocation', url: 'https://tickets.example/annual'})
  })
})
