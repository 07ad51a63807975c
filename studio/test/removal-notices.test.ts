/**
 * What Unpublish and Delete say before the editor confirms, over the launch documents: the pages
 * whose list shows the document, and the documents that need it (where the Lake would refuse).
 * A Duplicate's copy starts with no earlier addresses and a slug of its own.
 */
import {expect, test} from 'vitest'
import {holdersOf, listedOnNotice, neededByNotice, type Referrer} from '../actions/holders'
import {freshCopy} from '../actions/duplicateWithFreshAddress'
import {schemaTypes} from '../schemaTypes'
import {launchDocument, launchDocuments} from './support/validate'

const typeTitle = (type: string) => (schemaTypes.find((candidate) => candidate.name === type) as {title?: string}).title ?? type
/** What REFERRERS_QUERY answers: every document referring to `id`. */
const referrersOf = (id: string, documents = launchDocuments) =>
  documents.filter((doc) => JSON.stringify(doc).includes(`"_ref":"${id}"`)) as Referrer[]

test('a listed pilot is listed on the Pilots page, by its heading, and nothing needs it', () => {
  const holders = holdersOf('pilot-givify', referrersOf('pilot-givify'), typeTitle)
  expect(holders).toEqual({listedOn: ['Our Pilots'], neededBy: []})
  expect(listedOnNotice(holders.listedOn)).toBe('Listed on: Our Pilots. Its card will disappear from that page.')
  expect(neededByNotice('unpublish', holders.neededBy)).toBeNull()
})

test('a finalist is listed on Get Inspired and needed by its Beacon page, which the Lake would not let go', () => {
  const holders = holdersOf('finalist-staking-for-good', referrersOf('finalist-staking-for-good'), typeTitle)
  expect(holders.listedOn).toEqual(['Innovation Library'])
  expect(holders.neededBy).toHaveLength(1)
  expect(holders.neededBy[0]).toMatch(/\(Beacon page\)$/)
  expect(neededByNotice('delete', holders.neededBy)).toBe(
    `Needed by: ${holders.neededBy[0]}. It cannot be deleted while that document refers to it: remove it there first.`,
  )
})

test('a list whose entries are still strong (a dataset not yet migrated) needs the document; its draft counts once', () => {
  const page = launchDocument('pilotsPage')
  const strong = {...page, pilots: (page.pilots as {_weak?: boolean}[]).map(({_weak, ...entry}) => entry)}
  const holders = holdersOf('pilot-givify', [{...strong, _id: 'drafts.pilotsPage'}, strong] as Referrer[], typeTitle)
  expect(holders).toEqual({listedOn: [], neededBy: ['Our Pilots (Pilots page)']})
  const two = listedOnNotice(['Our Pilots', 'Home page'])
  expect(two).toBe('Listed on: Our Pilots, Home page. Its card will disappear from those pages.')
})

test('a document nothing refers to gets no notice', () => {
  expect(holdersOf('pilot-new', [], typeTitle)).toEqual({listedOn: [], neededBy: []})
  expect(listedOnNotice([])).toBeNull()
})

test('a copy has no earlier addresses and a slug of its own; other fields are copied', () => {
  const givify = {...launchDocument('pilot-givify'), previousSlugs: ['givify-old']}
  const copy = freshCopy(givify)
  expect(copy).not.toHaveProperty('previousSlugs')
  expect(copy.slug).toEqual({_type: 'slug', current: 'givify-copy'})
  expect(copy.title).toBe('Givify')
  expect(freshCopy({_id: 'x', _type: 'teamMember', name: 'A'})).toEqual({_id: 'x', _type: 'teamMember', name: 'A'})
})
