/**
 * A pilot, partner, team member or finalist that no page lists says so in the Studio, naming the list
 * to add it to; a listed one says nothing. Checked with Sanity's own validator over the launch dataset.
 */
import {expect, test} from 'vitest'
import {LISTINGS, notListedMessage, type ListedType} from '../schemaTypes/listings'
import {launchDocuments, validate} from './support/validate'

const notices = async (doc: (typeof launchDocuments)[number], dataset = launchDocuments) =>
  (await validate(doc, dataset)).filter((marker) => marker.level === 'info').map((marker) => marker.message)

test('every pilot, partner, team member and finalist of the launch content is listed, so none shows the notice', async () => {
  const listedTypes = Object.keys(LISTINGS)
  const docs = launchDocuments.filter((doc) => listedTypes.includes(doc._type))
  expect(docs.length).toBe(6 + 13 + 21 + 6)
  for (const doc of docs) expect(await notices(doc), doc._id).toEqual([])
})

test('a new document of each kind, listed nowhere, names the list to add it to', async () => {
  expect(notListedMessage('pilot')).toBe('Not shown on the site: add it to Pilots page → Pilots.')
  const expected: Record<ListedType, string> = {
    pilot: 'Not shown on the site: add it to Pilots page → Pilots.',
    partner: 'Not shown on the site: add it to Home page → Partner logos.',
    teamMember: 'Not shown on the site: add it to About page → Team members.',
    finalist: 'Not shown on the site: add it to Get Inspired page → Finalists.',
  }
  for (const type of Object.keys(LISTINGS) as ListedType[]) {
    const existing = launchDocuments.find((doc) => doc._type === type)!
    const draft = {...structuredClone(existing), _id: `drafts.${type}-new`}
    expect(await notices(draft), type).toEqual([expected[type]])
  }
})

test('removing a pilot from the Pilots page brings the notice; listing it in the page’s draft removes it', async () => {
  const givify = launchDocuments.find((doc) => doc._id === 'pilot-givify')!
  const page = launchDocuments.find((doc) => doc._id === 'pilotsPage')!
  const without = {...page, pilots: (page.pilots as {_ref: string}[]).filter((ref) => ref._ref !== givify._id)}
  const others = launchDocuments.filter((doc) => doc._id !== 'pilotsPage')
  expect(await notices(givify, [...others, without])).toEqual([notListedMessage('pilot')])
  expect(await notices(givify, [...others, without, {...page, _id: 'drafts.pilotsPage'}])).toEqual([])
})

test('a notice never blocks publishing: it is information only', async () => {
  const draft = {...structuredClone(launchDocuments.find((doc) => doc._type === 'partner')!), _id: 'drafts.partner-new'}
  const markers = await validate(draft)
  expect(markers.filter((m) => m.message === notListedMessage('partner')).map((m) => m.level)).toEqual(['info'])
})
