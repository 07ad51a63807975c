/**
 * Which documents carry the live-status badge and which pages it names (from the site's route table),
 * and how long it says "Going live…" (the build's SANITY_STUDIO_LIVE_STATUS_PATIENCE_S).
 */
import {expect, test} from 'vitest'
import {patienceMs} from '../liveStatus/LiveStatusBadge'
import {pagesForBadge} from '../liveStatus/shownOnSite'

test('a pilot names its own page and the list that shows it; Site settings every page', () => {
  expect(pagesForBadge('pilot', 'givify')).toEqual(['/pilot/givify', '/pilots'])
  expect(pagesForBadge('siteSettings')).toBe('everywhere')
  expect(pagesForBadge('aboutPage')).toEqual(['/about'])
  expect(pagesForBadge('partner')).toEqual(['/'])
  expect(pagesForBadge('teamMember')).toEqual(['/about'])
})

test('a page made in the Studio has the badge before it has an address; a redirect, shown on no page, has none', () => {
  expect(pagesForBadge('page')).toEqual([])
  expect(pagesForBadge('page', 'press')).toEqual(['/press'])
  expect(pagesForBadge('redirect')).toBeNull()
})

test('"Going live…" lasts 60 s unless the build says otherwise', () => {
  expect(patienceMs(undefined)).toBe(60_000)
  expect(patienceMs('5')).toBe(5_000)
  expect(patienceMs('0')).toBe(60_000)
  expect(patienceMs('soon')).toBe(60_000)
})
