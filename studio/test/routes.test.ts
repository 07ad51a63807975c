import {expect, test} from 'vitest'
import {sitePathFor} from '../routes'

test('View on site opens the page that shows the document', () => {
  expect(sitePathFor({_type: 'pilot', slug: {current: 'givify'}})).toBe('/pilot/givify')
  expect(sitePathFor({_type: 'finalist', slug: {current: 'human-rights-dao'}})).toBe('/beacon/human-rights-dao')
  expect(sitePathFor({_type: 'article', slug: {current: 'manifesto'}})).toBe('/article/manifesto')
  expect(sitePathFor({_type: 'summit2025'})).toBe('/innovation-summit')
  expect(sitePathFor({_type: 'teamMember'})).toBe('/about')
})

test('a Beacon page opens at its finalist\'s address', () => {
  expect(sitePathFor({_type: 'beaconPage', finalist: {_ref: 'finalist-today-tomorrow'}}, 'today-tomorrow')).toBe('/beacon/today-tomorrow')
  expect(sitePathFor({_type: 'beaconPage'})).toBeNull()
})

test('a document without a page, or a routed one without a slug yet, has no link', () => {
  expect(sitePathFor({_type: 'pilot'})).toBeNull()
  expect(sitePathFor({_type: 'somethingElse'})).toBeNull()
})
