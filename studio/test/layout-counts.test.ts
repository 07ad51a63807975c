/**
 * Counts that only shape a layout are warnings that say how the page will look; rules the product
 * depends on stay errors. Checked with Sanity's own validator on launch documents an editor changes.
 */
import {expect, test} from 'vitest'
import {gridRowLengths, MAX_PARTNER_LOGOS, MAX_TEAM_MEMBERS} from '@site/layout'
import {atMost, atMostNotice, describeRows, layoutCount, layoutCountNotice} from '@site/sections/fields'
import {launchDocument, launchDocuments, validate} from './support/validate'

const figures = {
  designed: 4,
  items: 'figures',
  where: 'The row of figures under the Home page’s hero',
  rows: (count: number) => gridRowLengths(count, 4),
}

test('the designed count passes without a message', () => {
  expect(layoutCountNotice(4, figures)).toBe(true)
  expect(layoutCount(figures)(['a', 'b', 'c', 'd'])).toBe(true)
})

test('another count is allowed, with a message saying how the page will look', () => {
  expect(layoutCountNotice(5, figures)).toBe(
    'The row of figures under the Home page’s hero is designed for 4 figures. With 5, wide screens show them in rows of 3 and 2.',
  )
  expect(layoutCountNotice(3, figures)).toBe(
    'The row of figures under the Home page’s hero is designed for 4 figures. With 3, wide screens show them in one row of 3.',
  )
})

test('no items at all says the section is hidden', () => {
  expect(layoutCount(figures)(undefined)).toBe(
    'The row of figures under the Home page’s hero is designed for 4 figures. With none, it is hidden.',
  )
})

test('a section can describe its own layout', () => {
  const policy = {
    designed: 14,
    items: 'sections',
    where: 'The Privacy Policy',
    looks: (count: number) => `the page numbers them 1 to ${count}`,
  }
  expect(layoutCountNotice(15, policy)).toBe('The Privacy Policy is designed for 14 sections. With 15, the page numbers them 1 to 15.')
})

test('rows are described in words, as the site balances them', () => {
  expect(describeRows([2])).toBe('one row of 2')
  expect(describeRows([4, 4])).toBe('2 rows of 4')
  expect(describeRows([3, 2])).toBe('rows of 3 and 2')
  expect(describeRows([6, 7, 7])).toBe('rows of 6, 7 and 7')
})

const key = (i: number) => ({_key: `k${i}`})
const levels = (markers: Awaited<ReturnType<typeof validate>>, path: string) =>
  markers.filter((m) => m.path === path).map((m) => `${m.level}: ${m.message}`)

test('a 14th partner logo on Home is a warning, not a block on publishing', async () => {
  const home = launchDocument('homePage')
  const partners = home.partners as object[]
  const newPartner = {_id: 'partner-new', _type: 'partner', name: 'New partner', url: 'https://partner.org/'}
  home.partners = [...partners, {_type: 'reference', _ref: newPartner._id, ...key(14)}]
  const markers = await validate(home, [...launchDocuments, newPartner])
  expect(markers.filter((m) => m.level === 'error')).toEqual([])
  expect(levels(markers, 'partners')).toEqual([
    'warning: The Home page’s partner section is designed for 13 logos. With 14, wide screens show them in 2 rows of 7.',
  ])
})

test('five or three figures, values, profiles and policy sections are warnings naming the layout', async () => {
  const home = launchDocument('homePage')
  const stats = home.statistics as object[]
  home.statistics = [...stats, {...stats[0], ...key(5)}]
  expect(levels(await validate(home), 'statistics')).toEqual([
    'warning: The row of figures under the Home page’s hero is designed for 4 figures. With 5, wide screens show them in rows of 3 and 2.',
  ])

  const about = launchDocument('aboutPage')
  about.values = (about.values as object[]).slice(0, 3)
  about.impactStatistics = []
  const aboutMarkers = await validate(about)
  expect(aboutMarkers.filter((m) => m.level === 'error')).toEqual([])
  expect(levels(aboutMarkers, 'values')).toEqual([
    'warning: The About page’s values section is designed for 4 value cards. With 3, wide screens show them in one row of 3.',
  ])
  expect(levels(aboutMarkers, 'impactStatistics')).toEqual([
    'warning: The About page’s impact section is designed for 4 figures. With none, it is hidden.',
  ])

  const settings = launchDocument('siteSettings')
  const profiles = settings.socialLinks as object[]
  settings.socialLinks = [...profiles, {...profiles[0], ...key(6)}]
  expect(levels(await validate(settings), 'socialLinks')).toEqual([
    'warning: The footer’s Follow Us block is designed for 5 profiles. With 6, its 6 icons line up and wrap onto another line when the column is full.',
  ])

  const policy = launchDocument('privacyPolicyPage')
  const sections = policy.sections as object[]
  policy.sections = [...sections, {...sections[0], ...key(15)}]
  expect(levels(await validate(policy), 'sections')).toEqual([
    'warning: The Privacy Policy is designed for 14 sections (introduction to data protection officer). With 15, the page numbers them 1 to 15.',
  ])
})

test('a seventh finalist is a warning; a missing or fractional number stays an error', async () => {
  const finalist = launchDocument('finalist-cardano-impact')
  expect(levels(await validate({...finalist, number: 7}), 'number')).toEqual([
    'warning: The showcase is designed for six finalists, numbered 1 to 6. A higher number is shown on its card as it is: check it follows on from the others.',
  ])
  expect((await validate({...finalist, number: 2.5})).filter((m) => m.path === 'number').map((m) => m.level)).toEqual(['error'])
  const missing = (await validate({...finalist, number: undefined})).filter((m) => m.path === 'number').map((m) => m.level)
  expect(new Set(missing)).toEqual(new Set(['error']))
})

test('rules the product depends on stay errors: four key features, one winner', async () => {
  const pilot = launchDocument('pilot-givify')
  pilot.keyFeatures = (pilot.keyFeatures as string[]).slice(0, 3)
  expect((await validate(pilot)).filter((m) => m.path === 'keyFeatures').map((m) => m.level)).toEqual(['error'])

  const winners = launchDocuments.filter((doc) => doc._type === 'finalist' && doc.isWinner)
  expect(winners).toHaveLength(1)
  const other = launchDocument('finalist-cardano-impact')
  expect(other.isWinner).not.toBe(true)
  expect((await validate({...other, isWinner: true})).filter((m) => m.path === 'isWinner').map((m) => m.level)).toEqual(['error'])
})

/** `count` references to clones of a launch document of `type`, as the ×100 content has them, and the clones. */
function clonesOf(type: string, count: number) {
  const original = launchDocuments.find((doc) => doc._type === type)!
  const docs = Array.from({length: count}, (_, i) => ({...structuredClone(original), _id: `${original._id}-clone-${i}`}))
  return {docs, refs: docs.map((doc, i) => ({_type: 'reference', _ref: doc._id, _weak: true, ...key(i)}))}
}

test('past the most the Home page shows (28 logos), the warning says how many are not shown', async () => {
  const home = launchDocument('homePage')
  const {docs, refs} = clonesOf('partner', MAX_PARTNER_LOGOS + 2)
  home.partners = refs
  const markers = await validate(home, [...launchDocuments, ...docs])
  expect(markers.filter((m) => m.level === 'error')).toEqual([])
  expect(levels(markers, 'partners')).toEqual([
    'warning: The Home page’s partner section shows at most 28 logos. With 30, wide screens show the first 28 in 4 rows of 7; the last 2 are not shown.',
  ])
  // Up to the most shown, the warning still describes the rows.
  home.partners = refs.slice(0, MAX_PARTNER_LOGOS)
  expect(levels(await validate(home, [...launchDocuments, ...docs]), 'partners')).toEqual([
    'warning: The Home page’s partner section is designed for 13 logos. With 28, wide screens show them in 4 rows of 7.',
  ])
})

test('the About page’s team warns past 30 people, and its 21 launch profiles pass', async () => {
  const about = launchDocument('aboutPage')
  expect(levels(await validate(about), 'team')).toEqual([])
  const {docs, refs} = clonesOf('teamMember', MAX_TEAM_MEMBERS + 1)
  about.team = refs
  const markers = await validate(about, [...launchDocuments, ...docs])
  expect(markers.filter((m) => m.level === 'error')).toEqual([])
  expect(levels(markers, 'team')).toEqual([
    'warning: The About page’s team grid shows at most 30 people. With 31, the page shows the first 30; the last one is not shown.',
  ])
})

test('a list under its cap passes; past it, the warning names the cap and the rows shown', () => {
  const logos = {max: 28, items: 'logos', where: 'A partner logos section', rows: (count: number) => [count]}
  expect(atMostNotice(28, logos)).toBe(true)
  expect(atMost(logos)(undefined)).toBe(true)
  expect(atMostNotice(29, {max: 28, items: 'cards', where: 'A cards section'})).toBe(
    'A cards section shows at most 28 cards. With 29, the page shows the first 28; the last one is not shown.',
  )
})
