/** The embedded engine's perspectives, on the launch dataset with a draft of the Givify pilot and a never-published pilot. */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {parseNdjson, queryDocuments, type SanityDocumentLike} from '../src/index'
import {DATA_FILE} from '../src/paths'

const launch = parseNdjson(readFileSync(DATA_FILE, 'utf8'))
const givify = launch.find((doc) => doc._id === 'pilot-givify')!
const documents: SanityDocumentLike[] = [
  ...launch,
  {...givify, _id: 'drafts.pilot-givify', title: 'Givify (draft)'},
  {_id: 'drafts.pilot-brand-new', _type: 'pilot', title: 'A Pilot Never Published', slug: {_type: 'slug', current: 'brand-new'}},
]
const titleOf = `*[_type == "pilot" && slug.current == $slug][0].title`

test('published: visitors never see a draft', async () => {
  expect(await queryDocuments(documents, titleOf, {slug: 'givify'})).toBe(givify.title)
  expect(await queryDocuments(documents, titleOf, {slug: 'brand-new'})).toBeNull()
  expect(await queryDocuments(documents, 'count(*[_type == "pilot"])')).toBe(launch.filter((doc) => doc._type === 'pilot').length)
})

test('drafts: a draft stands in for its document under the published id; new drafts appear', async () => {
  expect(await queryDocuments(documents, titleOf, {slug: 'givify'}, 'drafts')).toBe('Givify (draft)')
  expect(await queryDocuments(documents, `*[_id == "pilot-givify"][0].title`, {}, 'drafts')).toBe('Givify (draft)')
  expect(await queryDocuments(documents, titleOf, {slug: 'brand-new'}, 'drafts')).toBe('A Pilot Never Published')
  expect(await queryDocuments(documents, 'count(*[_type == "pilot"])', {}, 'drafts')).toBe(
    launch.filter((doc) => doc._type === 'pilot').length + 1,
  )
})

test('raw: every document as stored', async () => {
  expect(await queryDocuments(documents, `count(*[_id in ["pilot-givify", "drafts.pilot-givify"]])`, {}, 'raw')).toBe(2)
})
