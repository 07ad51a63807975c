/**
 * What is scheduled is checked before its time: a scheduled draft or a release (Sanity's
 * `system.release` documents and their `versions.<release>.<id>`) that would publish a placeholder,
 * a link to nothing or an address another page holds is listed, naming the release and its time, on
 * the launch dataset as it will be once everything scheduled until then is published.
 */
import {expect, test} from 'vitest'
import {checkDocuments, LISTINGS, type Document, type LaunchItem} from '../src/index.ts'
import {datasetWith, launchDocument, launchDocuments} from './dataset.ts'

const MORNING = '2026-03-12T09:00:00.000Z'
const EVENING = '2026-03-12T18:30:00.000Z'

function release(name: string, title: string, publishAt: string, state = 'scheduled', releaseType = 'scheduled'): Document {
  return {
    _id: `_.releases.${name}`,
    _type: 'system.release',
    name,
    state,
    publishAt: state === 'scheduled' ? publishAt : undefined,
    metadata: {title, releaseType, intendedPublishAt: publishAt},
  }
}
const version = (name: string, doc: Document, changes: Record<string, unknown> = {}): Document => ({
  ...doc,
  ...changes,
  _id: `versions.${name}.${doc._id}`,
})

const scheduled = (documents: Document[]) => checkDocuments(documents).filter((item) => item.kind === 'scheduled')
const openToday = checkDocuments(launchDocuments).length

const givify = launchDocument('pilot-givify')
const pilotsPage = launchDocument(LISTINGS.pilot.pageId)
const listEntry = (ref: string) => ({_type: 'reference', _key: `k-${ref}`, _ref: ref})

test('a scheduled draft that would publish a sample name is listed before its time, naming the release and the time', () => {
  const items = scheduled(
    datasetWith([release('rMorning', 'Summit morning', MORNING), version('rMorning', givify, {title: 'Givify (sample)'})]),
  )
  expect(items).toEqual([
    expect.objectContaining<Partial<LaunchItem>>({
      kind: 'scheduled',
      documentId: 'pilot-givify',
      documentType: 'pilot',
      path: ['title'],
      value: 'Givify (sample)',
      release: {id: 'rMorning', title: 'Summit morning', publishAt: MORNING},
      problem:
        'Scheduled to publish in “Summit morning” on 12 March 2026 at 09:00 UTC: Sample content: replace before launch (“(sample)” marks a made-up name or text).',
    }),
  ])
})

test('a release that would link to nothing, or unpublish what a page links to, is listed', () => {
  const linksToNothing = version('rMorning', pilotsPage, {pilots: [...(pilotsPage.pilots as unknown[]), listEntry('pilot-not-there')]})
  const items = scheduled(datasetWith([release('rMorning', 'Summit morning', MORNING), linksToNothing]))
  expect(items.map((item) => [item.documentId, item.value, item.problem.split(': ')[0]])).toEqual([
    ['pilotsPage', 'pilot-not-there', 'Scheduled to publish in “Summit morning” on 12 March 2026 at 09:00 UTC'],
  ])
  expect(items[0]!.problem).toContain('Links to a document that is deleted or not published')

  const unpublishes = {_id: 'versions.rEvening.pilot-givify', _type: 'pilot', _system: {delete: true}}
  const gone = scheduled(datasetWith([release('rEvening', 'Summit evening', EVENING), unpublishes]))
  expect(gone.map((item) => [item.documentId, item.value])).toContainEqual(['pilotsPage', 'pilot-givify'])
  expect(gone.every((item) => item.release?.title === 'Summit evening')).toBe(true)
})

test('a release that would give a page an address another page holds is listed, naming the holder', () => {
  const newPilot: Document = {...givify, _id: 'pilot-copycat', title: 'Copycat', previousSlugs: []}
  const items = scheduled(datasetWith([release('rMorning', 'Summit morning', MORNING), version('rMorning', newPilot)]))
  const taken = items.filter((item) => item.path.join('.') === 'slug')
  expect(taken).toEqual([
    expect.objectContaining({
      documentId: 'pilot-copycat',
      value: '/pilot/givify',
      problem:
        'Scheduled to publish in “Summit morning” on 12 March 2026 at 09:00 UTC: /pilot/givify is already the address of “Pilot: Givify”: choose another.',
    }),
  ])
})

test('releases are checked in the order they publish: a later one sees what an earlier one brings', () => {
  const newPilot: Document = {
    ...givify,
    _id: 'pilot-new',
    title: 'New pilot',
    slug: {_type: 'slug', current: 'new-pilot'},
    previousSlugs: [],
  }
  const listsIt = version('rEvening', pilotsPage, {pilots: [...(pilotsPage.pilots as unknown[]), listEntry('pilot-new')]})
  const inOrder = [
    release('rMorning', 'Summit morning', MORNING),
    version('rMorning', newPilot),
    release('rEvening', 'Summit evening', EVENING),
    listsIt,
  ]
  // The new pilot is a copy of Givify: its sample names are scheduled items too; here only the list matters.
  const aboutTheList = (items: LaunchItem[]) =>
    items.filter((item) => item.documentId === 'pilotsPage' || item.problem.includes('Not shown'))
  expect(aboutTheList(scheduled(datasetWith(inOrder)))).toEqual([
    // The morning's pilot is listed by nothing until the evening: between the two, the site shows it nowhere.
    expect.objectContaining({documentId: 'pilot-new', release: {id: 'rMorning', title: 'Summit morning', publishAt: MORNING}}),
  ])
  // The list published first would link to a pilot not published yet.
  const listFirst = [
    release('rMorning', 'Summit morning', EVENING),
    version('rMorning', newPilot),
    release('rEvening', 'Summit evening', MORNING),
    listsIt,
  ]
  expect(aboutTheList(scheduled(datasetWith(listFirst))).map((item) => [item.documentId, item.value, item.release?.title])).toEqual([
    ['pilotsPage', 'pilot-new', 'Summit evening'],
  ])
})

test('only what is scheduled counts: an unscheduled release, an archived one, a plain draft and what is open today are not repeated', () => {
  const sample = {title: 'Givify (sample)'}
  const documents = datasetWith([
    release('rLater', 'Some day', MORNING, 'active', 'undecided'),
    version('rLater', givify, sample),
    release('rOld', 'Last year', MORNING, 'archived'),
    version('rOld', givify, sample),
    {...givify, ...sample, _id: 'drafts.pilot-givify'},
  ])
  expect(scheduled(documents)).toEqual([])
  expect(checkDocuments(documents)).toHaveLength(openToday)

  // A release touching a field that is a placeholder today adds nothing: the item is open already.
  const partner = launchDocuments.find((doc) => doc._type === 'partner')!
  expect(
    scheduled(datasetWith([release('rMorning', 'Summit morning', MORNING), version('rMorning', partner, {url: partner.url})])),
  ).toEqual([])
})
