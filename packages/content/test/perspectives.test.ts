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

/**
 * Releases (API v2025-02-19): a version `versions.<release>.<id>` stands in for its document when its
 * release is in the perspective's stack, over the draft, over the published document; the first of
 * the stack that has the document wins.
 */
const summit = launch.find((doc) => doc._type === 'pilot' && doc._id !== 'pilot-givify')!
const summitTitle = `*[_id == "${summit._id}"][0].title`
const withReleases: SanityDocumentLike[] = [
  ...documents,
  {...givify, _id: 'versions.rMorning.pilot-givify', title: 'Givify (summit morning)'},
  {...givify, _id: 'versions.rEvening.pilot-givify', title: 'Givify (summit evening)'},
  {...summit, _id: 'versions.rEvening.' + summit._id, title: 'Second pilot (summit evening)'},
  {
    _id: 'versions.rMorning.pilot-released',
    _type: 'pilot',
    title: 'A Pilot The Release Brings',
    slug: {_type: 'slug', current: 'released'},
  },
  {...summit, _id: 'versions.rGone.' + summit._id, _system: {delete: true}},
]

test('a release: its version over the draft over the published document; documents it adds appear', async () => {
  const stack = ['rMorning', 'drafts']
  expect(await queryDocuments(withReleases, titleOf, {slug: 'givify'}, stack)).toBe('Givify (summit morning)')
  expect(await queryDocuments(withReleases, `*[_id == "pilot-givify"][0]._originalId`, {}, stack)).toBe('versions.rMorning.pilot-givify')
  expect(await queryDocuments(withReleases, titleOf, {slug: 'brand-new'}, stack)).toBe('A Pilot Never Published')
  expect(await queryDocuments(withReleases, titleOf, {slug: 'released'}, stack)).toBe('A Pilot The Release Brings')
  // Without the drafts in the stack, the release lies over the published documents only.
  expect(await queryDocuments(withReleases, titleOf, {slug: 'brand-new'}, ['rMorning'])).toBeNull()
  expect(await queryDocuments(withReleases, summitTitle, {}, ['rMorning'])).toBe(summit.title)
})

test('a stack of two releases: the first that has the document wins, the other fills in', async () => {
  const stack = ['rEvening', 'rMorning', 'drafts']
  expect(await queryDocuments(withReleases, titleOf, {slug: 'givify'}, stack)).toBe('Givify (summit evening)')
  expect(await queryDocuments(withReleases, summitTitle, {}, stack)).toBe('Second pilot (summit evening)')
  expect(await queryDocuments(withReleases, titleOf, {slug: 'released'}, stack)).toBe('A Pilot The Release Brings')
  expect(await queryDocuments(withReleases, titleOf, {slug: 'givify'}, ['rMorning', 'rEvening'])).toBe('Givify (summit morning)')
})

test('a release that unpublishes a document takes it out of the view', async () => {
  expect(await queryDocuments(withReleases, summitTitle, {}, ['rGone'])).toBeNull()
  expect(await queryDocuments(withReleases, 'count(*[_type == "pilot"])', {}, ['rGone'])).toBe(
    launch.filter((doc) => doc._type === 'pilot').length - 1,
  )
})

test('published and drafts ignore every release version', async () => {
  expect(await queryDocuments(withReleases, titleOf, {slug: 'givify'})).toBe(givify.title)
  expect(await queryDocuments(withReleases, titleOf, {slug: 'released'})).toBeNull()
  expect(await queryDocuments(withReleases, summitTitle)).toBe(summit.title)
  expect(await queryDocuments(withReleases, titleOf, {slug: 'givify'}, 'drafts')).toBe('Givify (draft)')
  expect(await queryDocuments(withReleases, titleOf, {slug: 'released'}, 'drafts')).toBeNull()
  expect(await queryDocuments(withReleases, 'count(*[_type == "pilot"])', {}, 'drafts')).toBe(
    launch.filter((doc) => doc._type === 'pilot').length + 1,
  )
})

test('a stack naming the raw perspective is refused, as the Lake refuses it', async () => {
  await expect(queryDocuments(withReleases, titleOf, {slug: 'givify'}, ['rMorning', 'raw'])).rejects.toThrow(/raw/)
})
