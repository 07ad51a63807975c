/**
 * The migration that makes the content model's names consistent, run on real documents of the launch
 * dataset as they were before it (test/fixtures/before-renames.ndjson): each comes out, once the later
 * migrations ran too (weak list entries, the words of numbered pages), exactly as the bundled dataset
 * now holds it, and running it again changes nothing.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {parseNdjson, type SanityDocumentLike} from '../src/index'
import {migrateRenames, renamedId} from '../src/migrations/renames'
import {migratePaginationWords} from '../src/migrations/paginationWords'
import {migrateWeakListReferences} from '../src/migrations/weakListReferences'
import {DATA_FILE} from '../src/paths'

const before = parseNdjson(readFileSync(new URL('./fixtures/before-renames.ndjson', import.meta.url), 'utf8'))
const bundled = parseNdjson(readFileSync(DATA_FILE, 'utf8'))

const byId = (docs: SanityDocumentLike[], id: string) => {
  const doc = docs.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`no document ${id}`)
  return doc
}

describe('consistent names migration', () => {
  test('turns the documents as they were into the documents the bundled dataset holds', () => {
    const {documents, conflicts} = migrateRenames(before)
    expect(conflicts).toEqual([])
    expect(documents.map((doc) => doc._id)).toEqual([
      'aboutPage',
      'beacon-cardano-impact',
      'beacon-staking-for-good',
      'finalist-staking-for-good',
      'homePage',
      'siteSettings',
      'summitPage',
      'team-priya-raman',
    ])
    // The migrations that came after it (list entries made weak, the words of numbered pages) finish the path to today's documents.
    const today = migratePaginationWords(migrateWeakListReferences(documents).documents).documents
    for (const doc of today) expect(doc, doc._id).toEqual(byId(bundled, doc._id))
  })

  test('renames single pages’ types and ids, and the references to them', () => {
    const {documents} = migrateRenames(before)
    expect(byId(documents, 'homePage')._type).toBe('homePage')
    expect(byId(documents, 'summitPage')._type).toBe('summitPage')
    const nav = byId(documents, 'siteSettings').mainNav as {label: string; target: {_ref: string}}[]
    const targetOf = (label: string) => nav.find((link) => link.label === label)?.target._ref
    expect([targetOf('About Us'), targetOf('Innovation Summit'), targetOf('Pilots')]).toEqual(['aboutPage', 'summitPage', 'pilotsPage'])
  })

  test('renames the object types of Beacon page sections, in fields and in arrays, but not their items', () => {
    const {documents} = migrateRenames(before)
    const page = byId(documents, 'beacon-staking-for-good')
    expect(page).toMatchObject({currentStage: {_type: 'beaconStageSection', label: 'Soon to Launch'}, about: {_type: 'beaconTextSection'}})
    expect(page).toMatchObject({sections: [{_type: 'beaconProjectDetailsSection', facts: [{_type: 'beaconFact'}, {}, {}, {}, {}]}]})
  })

  test('renames fields only inside the types that declare them', () => {
    const {documents} = migrateRenames(before)
    const about = byId(documents, 'aboutPage')
    expect(about).toMatchObject({missionHeading: 'Our Mission', storyHeading: 'Our Story', impactHeading: 'Impact So Far'})
    expect(about).not.toHaveProperty('missionTitle')
    // A value card's `text` is plain text and keeps its name.
    expect((about.values as {text?: unknown}[])[0]?.text).toMatch(/^We look beyond what fundraising/)
    expect(byId(documents, 'team-priya-raman')).toMatchObject({organisation: 'Meridian Aid International (sample)'})
    expect(byId(documents, 'finalist-staking-for-good')).toMatchObject({
      presenters: [{organisation: 'Polaris Impact Capital (sample)'}, {}],
    })
    const [winner, summary] = byId(documents, 'beacon-cardano-impact').sections as object[]
    expect(winner).toMatchObject({_type: 'beaconWinnerSection', body: [{_key: 'k01k'}]})
    expect(winner).not.toHaveProperty('text')
    // Portable Text spans keep their `text`.
    expect(summary).toMatchObject({
      _type: 'beaconSummarySection',
      body: [{_key: 'k01n', children: [{text: 'What:'}, {}]}, {_key: 'k01q'}, {_key: 'k01t'}],
    })
    // The footer call to action's text is plain text and keeps its name.
    expect(byId(documents, 'siteSettings')).toMatchObject({footerCta: {text: expect.any(String)}})
  })

  test('renames drafts and release versions of single pages, and leaves other ids alone', () => {
    expect(['home', 'drafts.about', 'versions.rSpring.genevaEvent', 'drafts.nominationCall', 'privacyPolicy'].map(renamedId)).toEqual([
      'homePage',
      'drafts.aboutPage',
      'versions.rSpring.genevaSummitPage',
      'drafts.nominationPage',
      'privacyPolicyPage',
    ])
    expect(['siteSettings', 'pilot-givify', 'drafts.pilotsPage', 'homePage'].map(renamedId)).toEqual([
      'siteSettings',
      'pilot-givify',
      'drafts.pilotsPage',
      'homePage',
    ])
    const draft = {...byId(before, 'about'), _id: 'drafts.about', storyTitle: 'Our Story (draft)'}
    const {documents} = migrateRenames([draft])
    expect(documents[0]).toMatchObject({_id: 'drafts.aboutPage', _type: 'aboutPage', storyHeading: 'Our Story (draft)'})
  })

  test('is idempotent: a second run, and a run on the bundled dataset, change nothing', () => {
    const once = migrateRenames(before).documents
    const twice = migrateRenames(once)
    expect(twice.changes).toEqual([])
    expect(twice.documents).toEqual(once)
    const again = migrateRenames(bundled)
    expect(again).toEqual({documents: bundled, changes: [], conflicts: []})
  })

  test('leaves a document or object holding both names as it is, and reports it', () => {
    const home = byId(before, 'home')
    const member = {...byId(before, 'team-priya-raman'), organisation: 'Another Organisation'}
    const {documents, conflicts} = migrateRenames([home, {...home, _id: 'homePage', _type: 'homePage'}, member])
    expect(documents[0]).toBe(home)
    expect(documents[2]).toMatchObject({organization: 'Meridian Aid International (sample)', organisation: 'Another Organisation'})
    expect(conflicts).toEqual([
      {documentId: 'home', rename: 'id home → homePage'},
      {documentId: 'team-priya-raman', rename: 'field organization → organisation in teamMember'},
    ])
  })
})
