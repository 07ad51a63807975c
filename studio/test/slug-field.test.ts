/**
 * The slug field as an editor meets it, checked with Sanity's own validator over the launch dataset:
 * a slug another document of the type uses now, or was published under before, is refused, and the
 * message names that document (title and kind), and a document's own copies (its draft, a release's
 * version) never hold it against it; the field says what a rename does; the earlier addresses are shown
 * but never typed.
 */
import {expect, test} from 'vitest'
import {SLUGGED_ROUTES} from '@site/routes'
import {schemaTypes} from '../schemaTypes'
import {launchDocument, launchDocuments, validate} from './support/validate'

type Field = {name: string; type: string; description?: string; readOnly?: boolean; of?: {type: string}[]}
const fieldsOf = (type: string) => (schemaTypes.find((candidate) => candidate.name === type) as unknown as {fields: Field[]}).fields
const field = (type: string, name: string) => fieldsOf(type).find((candidate) => candidate.name === name)

/** The launch dataset after Givify was renamed and published: its old slug is an earlier address. */
const renamedGivify = {
  ...launchDocument('pilot-givify'),
  slug: {_type: 'slug', current: 'givify-donor-retention'},
  previousSlugs: ['givify'],
}
const afterRename = [...launchDocuments.filter((doc) => doc._id !== 'pilot-givify'), renamedGivify]

/** A new pilot's draft, a copy of MetaMinding Lab with another id and the given slug. */
const newPilot = (slug: string) => ({
  ...launchDocument('pilot-metaminding-lab'),
  _id: 'drafts.pilot-new',
  slug: {_type: 'slug', current: slug},
})

const slugErrors = async (doc: Parameters<typeof validate>[0], dataset = launchDocuments) =>
  (await validate(doc, dataset)).filter((marker) => marker.path === 'slug' && marker.level === 'error')

const messages = (markers: Awaited<ReturnType<typeof slugErrors>>) => markers.map((marker) => marker.message)

test('a slug another pilot uses now is refused, naming that pilot', async () => {
  expect(messages(await slugErrors(newPilot('givify')))).toEqual(['This address belongs to “Givify” (Pilot): choose another.'])
  expect(await slugErrors(newPilot('pledge-pathways'))).toEqual([])
})

test('a slug another pilot was published under before is refused, naming it: its old links redirect there', async () => {
  expect(messages(await slugErrors(newPilot('givify'), afterRename))).toEqual([
    '“Givify” (Pilot) was published at this address before, and its old links still lead there: choose another.',
  ])
  expect(messages(await slugErrors(newPilot('givify-donor-retention'), afterRename))).toEqual([
    'This address belongs to “Givify” (Pilot): choose another.',
  ])
})

test('a document may move back to its own earlier slug, and a slug is unique per type only', async () => {
  expect(await slugErrors({...renamedGivify, slug: {_type: 'slug', current: 'givify'}}, afterRename)).toEqual([])
  const article = {...launchDocument('article-manifesto'), _id: 'drafts.article-new', slug: {_type: 'slug', current: 'givify'}}
  expect(await slugErrors(article, afterRename)).toEqual([])
})

test("a release's version of a pilot keeps the pilot's own slug, even beside its draft and another release's version", async () => {
  const version = (release: string, id: string) => ({...launchDocument(id), _id: `versions.${release}.${id}`})
  const dataset = [...launchDocuments, {...launchDocument('pilot-givify'), _id: 'drafts.pilot-givify'}, version('rOther', 'pilot-givify')]
  expect(await slugErrors(version('rSummit', 'pilot-givify'), dataset)).toEqual([])
  // Another pilot's version taking Givify's slug is still refused, naming Givify.
  const taken = {...version('rSummit', 'pilot-metaminding-lab'), slug: {_type: 'slug', current: 'givify'}}
  expect(messages(await slugErrors(taken, dataset))).toEqual(['This address belongs to “Givify” (Pilot): choose another.'])
})

test('every slug field says what a rename does; earlier addresses are read-only strings', () => {
  for (const type of Object.keys(SLUGGED_ROUTES)) {
    expect(field(type, 'slug')?.description, type).toMatch(
      /Changing it and publishing moves the page: the old address keeps working and sends visitors \(and search engines\) to the new one/,
    )
    expect(field(type, 'previousSlugs'), type).toMatchObject({type: 'array', readOnly: true, of: [{type: 'string'}]})
  }
})
