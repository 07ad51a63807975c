import {expect, test} from 'vitest'
import {sitePathFor} from '../routes'

test('View on site opens the page that shows the document', () => {
  expect(sitePathFor({_type: 'pilot', slug: {current: 'givify'}})).toBe('/pilot/givify')
  expect(sitePathFor({_type: 'summitPage'})).toBe('/innovation-summit')
  expect(sitePathFor({_type: 'teamMember'})).toBe('/about')
})

test("a Beacon page opens at its finalist's address", () => {
  expect(sitePathFor({_type: 'beaconPage'}, 'today-tomorrow')).toBe('/beacon/today-tomorrow')
  expect(sitePathFor({_type: 'beaconPage'})).toBeNull()
})

test('a routed document without a slug yet has no link', () => {
  expect(sitePathFor({_type: 'pilot'})).toBeNull()
})
