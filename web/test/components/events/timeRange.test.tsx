/**
 * An event's hours over the 2025 summit's own values: both times carry the date and the zone's offset
 * of that day, the zone's name is computed (summer time, though the content says CET), and an event
 * without times gives nothing, so the hero leaves out its Time line.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, test} from 'vitest'
import {timeRange} from '@/components/events/timeRange'
import {summitPageQuery} from '@/sanity/queries'
import {runQuery} from '../../embedded'

const summit = async () => (await runQuery(summitPageQuery)) ?? expect.unreachable('no summitPage document')

describe('timeRange', () => {
  test('draws the summit’s hours with machine-readable times and the zone of that day', async () => {
    const html = renderToStaticMarkup(<>{timeRange(await summit())}</>)
    expect(html.replace(/<[^>]+>/g, '')).toBe('14:00–16:10 CEST')
    expect(html).toContain('<time dateTime="2025-09-23T14:00:00+02:00">14:00</time>')
    expect(html).toContain('<time dateTime="2025-09-23T16:10:00+02:00">16:10</time>')
  })

  test('falls back to the content’s zone label when the zone name cannot be read', async () => {
    const html = renderToStaticMarkup(<>{timeRange({...(await summit()), timeZone: null})}</>)
    expect(html.replace(/<[^>]+>/g, '')).toBe('14:00–16:10 CET')
  })

  test('gives nothing for an event without times', async () => {
    expect(timeRange({...(await summit()), startTime: null, endTime: null})).toBeNull()
  })
})
