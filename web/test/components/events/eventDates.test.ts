import {describe, expect, test} from 'vitest'
import {formatEventDate, formatTimeRange, zoneAbbreviation, zonedDateTime} from '@/components/events/eventDates'

describe('formatEventDate', () => {
  test('reads a date field the way the site writes it', () => {
    expect(formatEventDate('2025-09-23')).toBe('23 Sept 2025')
    expect(formatEventDate('2025-11-15')).toBe('15 Nov 2025')
    expect(formatEventDate('2025-10-15')).toBe('15 Oct 2025')
  })

  test('gives nothing for a missing or malformed date', () => {
    expect(formatEventDate(null)).toBeNull()
    expect(formatEventDate('')).toBeNull()
    expect(formatEventDate('23/09/2025')).toBeNull()
  })
})

describe('formatTimeRange', () => {
  test('joins start and end with an en dash and adds the zone label', () => {
    expect(formatTimeRange('14:00', '16:10', 'CET')).toBe('14:00–16:10 CET')
  })

  test('copes with missing parts', () => {
    expect(formatTimeRange('14:00', null, 'CET')).toBe('14:00 CET')
    expect(formatTimeRange(null, null, 'CET')).toBeNull()
  })
})

describe('zonedDateTime', () => {
  test('uses Central European Summer Time (+02:00) on 23 September', () => {
    expect(zonedDateTime('2025-09-23', '14:00', 'Europe/Zurich')).toBe('2025-09-23T14:00:00+02:00')
    expect(zonedDateTime('2025-09-23', '16:10', 'Europe/Zurich')).toBe('2025-09-23T16:10:00+02:00')
  })

  test('uses Central European Time (+01:00) in winter', () => {
    expect(zonedDateTime('2025-11-15', '09:00', 'Europe/Zurich')).toBe('2025-11-15T09:00:00+01:00')
  })

  test('handles zones behind UTC and UTC itself', () => {
    expect(zonedDateTime('2025-01-10', '08:30', 'America/New_York')).toBe('2025-01-10T08:30:00-05:00')
    expect(zonedDateTime('2025-01-10', '08:30', 'UTC')).toBe('2025-01-10T08:30:00+00:00')
  })

  test('picks the offset in force after a clock change on the same day', () => {
    // Summer time starts at 02:00 on 30 March 2025 in Central Europe.
    expect(zonedDateTime('2025-03-30', '01:00', 'Europe/Zurich')).toBe('2025-03-30T01:00:00+01:00')
    expect(zonedDateTime('2025-03-30', '12:00', 'Europe/Zurich')).toBe('2025-03-30T12:00:00+02:00')
  })

  test('falls back to the bare date without a time, and to nothing for an unknown zone', () => {
    expect(zonedDateTime('2025-11-15', null, 'Europe/Zurich')).toBe('2025-11-15')
    expect(zonedDateTime('2025-11-15', '10:00', 'Not/AZone')).toBeNull()
    expect(zonedDateTime(null, '10:00', 'Europe/Zurich')).toBeNull()
  })
})

describe('zoneAbbreviation', () => {
  test('names the zone the date has: summer time in September, standard time in November', () => {
    expect(zoneAbbreviation('2025-09-23', '14:00', 'Europe/Zurich', 'CET')).toBe('CEST')
    expect(zoneAbbreviation('2025-11-15', '09:00', 'Europe/Zurich', 'CEST')).toBe('CET')
  })

  test("falls back to the content's label when the date, time or zone cannot be used", () => {
    expect(zoneAbbreviation(null, '14:00', 'Europe/Zurich', 'CET')).toBe('CET')
    expect(zoneAbbreviation('2025-09-23', null, 'Europe/Zurich', 'CET')).toBe('CET')
    expect(zoneAbbreviation('2025-09-23', '14:00', 'Not/AZone', 'CET')).toBe('CET')
    expect(zoneAbbreviation('2025-09-23', '14:00', null)).toBeNull()
  })
})
