/**
 * Each rule on real documents of the launch dataset: what it finds there, and that it finds nothing
 * once the value is replaced (or, for the rules the launch content already passes, what breaking a
 * real document makes it find).
 */
import {describe, expect, test} from 'vitest'
import {toLakeDocuments} from '@site/content'
import {
  checkDocuments,
  danglingReferenceItems,
  draftView,
  itemKey,
  missingAltItems,
  missingSearchDescriptionItems,
  pathToString,
  placeholderItems,
  unlistedItems,
  type Document,
  type LaunchItem,
} from '../src/index.ts'
import {datasetWith, launchDocument, launchDocuments} from './dataset.ts'

const where = (items: LaunchItem[]) => items.map((item) => `${item.kind} ${pathToString(item.path)}`)
const byId = (documents: readonly Document[]) => new Map(documents.map((doc) => [doc._id, doc]))
const publishedIds = (documents: readonly Document[]) => new Set(documents.map((doc) => doc._id))

describe('sample names and texts', () => {
  test('found in a pilot’s implementers, partner line and quotes, each at its field', () => {
    const items = placeholderItems(launchDocument('pilot-givify')).filter((item) => item.kind === 'sample')
    expect(where(items)).toContain('sample sections[_key=="k5t"].implementers[_key=="k5v"].name')
    expect(where(items)).toContain('sample partner')
    const samuel = items.find((item) => pathToString(item.path) === 'sections[_key=="k5t"].implementers[_key=="k5v"].name')!
    expect(samuel).toMatchObject({documentId: 'pilot-givify', documentType: 'pilot', value: 'Samuel Owusu (sample)'})
    expect(samuel.problem).toBe('Sample content: replace before launch (“(sample)” marks a made-up name or text).')
  })

  test('in rich text, the paragraph holding the sample words is the field', () => {
    const items = placeholderItems(launchDocument('pilot-givify'))
    expect(where(items)).toContain('sample sections[_key=="k6d"].parts[_key=="k6e"].body[_key=="k5z"]')
  })

  test('gone once the name is replaced; a document without the marker has none', () => {
    const pilot = launchDocument('pilot-givify')
    const section = (pilot.sections as {_key: string; implementers?: {_key: string; name: string}[]}[]).find((s) => s._key === 'k5t')!
    section.implementers!.find((implementer) => implementer._key === 'k5v')!.name = 'Samuel Owusu'
    expect(where(placeholderItems(pilot))).not.toContain('sample sections[_key=="k5t"].implementers[_key=="k5v"].name')
    expect(placeholderItems(launchDocument('aboutPage'))).toEqual([])
  })
})

describe('placeholder links', () => {
  test('found in site settings: the e-mail and each social link', () => {
    const items = placeholderItems(launchDocument('siteSettings')).filter((item) => item.kind === 'link')
    expect(where(items)).toContain('link email')
    expect(items.filter((item) => /^socialLinks\[_key==".+"\]\.url$/.test(pathToString(item.path)))).toHaveLength(5)
    expect(items.find((item) => pathToString(item.path) === 'email')).toMatchObject({
      value: 'mailto:hello@example.org',
      problem: 'Sample content: replace before launch (example.org is a placeholder address).',
    })
  })

  test('found in a rich-text link annotation, at its paragraph', () => {
    const items = placeholderItems(launchDocument('privacyPolicyPage')).filter((item) => item.kind === 'link')
    expect(where(items)).toContain('link sections[_key=="p32"].body[_key=="b31"]')
  })

  test('gone once the address is real', () => {
    const settings = launchDocument('siteSettings')
    settings.email = 'mailto:hello@fundraising-innovation.org'
    expect(where(placeholderItems(settings))).not.toContain('link email')
  })
})

describe('placeholder videos', () => {
  test('found on every finalist and Beacon page with a made-up video id, and on the summit recording', () => {
    const items = checkDocuments(launchDocuments).filter((item) => item.kind === 'video')
    expect(items.filter((item) => item.documentType === 'finalist')).toHaveLength(6)
    expect(items.filter((item) => item.documentType === 'beaconPage')).toHaveLength(5)
    expect(where(items.filter((item) => item.documentId === 'summitPage'))).toEqual(['video recordingUrl'])
    expect(items.find((item) => item.documentId === 'finalist-staking-for-good')).toMatchObject({
      path: ['videoUrl'],
      value: 'https://www.youtube.com/watch?v=SAMPLEvid01',
      problem: 'Sample content: replace before launch (SAMPLEvid01 is not a real video).',
    })
  })

  test('gone once the id is a real one', () => {
    const finalist = launchDocument('finalist-staking-for-good')
    finalist.videoUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
    expect(placeholderItems(finalist).filter((item) => item.kind === 'video')).toEqual([])
  })
})

describe('images without alternative text', () => {
  test('none in the launch content, in its export form and as the Content Lake holds it', () => {
    expect(launchDocuments.flatMap(missingAltItems)).toEqual([])
    expect(toLakeDocuments([...launchDocuments], '/images/').documents.flatMap(missingAltItems)).toEqual([])
  })

  test('found when a picture’s description is emptied, at its alternative text', () => {
    const pilot = launchDocument('pilot-givify')
    ;(pilot.image as {alt?: string}).alt = '  '
    expect(where(missingAltItems(pilot))).toEqual(['alt image.alt'])
    const [lakePilot] = toLakeDocuments([pilot], '/images/').documents
    expect(where(missingAltItems(lakePilot!))).toEqual(['alt image.alt'])
  })

  test('found on an image inside a list (a presenter’s photo)', () => {
    const finalist = launchDocument('finalist-cardano-impact')
    const presenter = (finalist.presenters as {_key: string; photo: {alt?: string}}[])[0]!
    delete presenter.photo.alt
    expect(where(missingAltItems(finalist))).toEqual([`alt presenters[_key=="${presenter._key}"].photo.alt`])
  })
})

describe('pages without a search description', () => {
  test('none in the launch content', () => {
    expect(launchDocuments.flatMap(missingSearchDescriptionItems)).toEqual([])
  })

  test('found on a page whose own search description is empty, and on a pilot without its short description', () => {
    const summit = launchDocument('summitPage')
    summit.seoDescription = ''
    expect(where(missingSearchDescriptionItems(summit))).toEqual(['searchDescription seoDescription'])
    const pilot = launchDocument('pilot-givify')
    delete pilot.description
    expect(where(missingSearchDescriptionItems(pilot))).toEqual(['searchDescription description'])
  })

  test('documents without a page of their own are not asked for one', () => {
    const member = launchDocument('team-wei-chen')
    expect(missingSearchDescriptionItems(member)).toEqual([])
  })
})

describe('documents no page lists', () => {
  test('none in the launch content', () => {
    const published = byId(launchDocuments)
    expect(launchDocuments.flatMap((doc) => unlistedItems(doc, published))).toEqual([])
  })

  test('a pilot the Pilots page no longer lists, with the list to add it to', () => {
    const page = launchDocument('pilotsPage')
    page.pilots = (page.pilots as {_ref: string}[]).filter((ref) => ref._ref !== 'pilot-givify')
    const items = unlistedItems(launchDocument('pilot-givify'), byId(datasetWith([page])))
    expect(items).toEqual([
      {
        kind: 'unlisted',
        documentId: 'pilot-givify',
        documentType: 'pilot',
        path: [],
        problem: 'Not shown on the site: add it to Pilots page → Pilots.',
        fixAt: {documentId: 'pilotsPage', documentType: 'pilotsPage', path: ['pilots']},
      },
    ])
  })

  test('listing it only in a draft of the page does not count: the site shows the published page', () => {
    const page = launchDocument('pilotsPage')
    const draft = {...structuredClone(page), _id: 'drafts.pilotsPage'}
    page.pilots = (page.pilots as {_ref: string}[]).filter((ref) => ref._ref !== 'pilot-givify')
    const items = checkDocuments(datasetWith([page, draft])).filter((item) => item.kind === 'unlisted')
    expect(items.map((item) => item.documentId)).toEqual(['pilot-givify'])
  })
})

describe('links to nothing', () => {
  test('none in the launch content, whose menus and lists all point at published documents', () => {
    expect(launchDocuments.flatMap((doc) => danglingReferenceItems(doc, publishedIds(launchDocuments)))).toEqual([])
  })

  test('a menu link to a deleted page, at the link', () => {
    const dataset = datasetWith([], ['aboutPage'])
    const items = danglingReferenceItems(launchDocument('siteSettings'), publishedIds(dataset))
    expect(where(items)).toEqual(['reference mainNav[_key=="nav-about"].target', 'reference footerNav[_key=="footer-about"].target'])
    expect(items[0]).toMatchObject({
      value: 'aboutPage',
      problem: 'Links to a document that is deleted or not published: choose another one or remove the link.',
    })
  })

  test('the launch content’s redirect whose page is unpublished: it stops, and the checklist says so at its target', () => {
    const dataset = datasetWith([], ['nominationPage'])
    const items = checkDocuments(dataset).filter((item) => item.documentType === 'redirect')
    expect(items).toEqual([
      {
        kind: 'reference',
        documentId: 'redirect-legacy-summit',
        documentType: 'redirect',
        path: ['to'],
        value: 'nominationPage',
        problem: 'Leads to a page that is deleted or not published: the address answers “not found” until you choose another page.',
      },
    ])
  })

  test('a rich-text link to a page that exists only as a draft, at its paragraph', () => {
    const about = launchDocument('aboutPage')
    const block = (about.mission as {_key: string; markDefs: unknown[]}[])[0]!
    block.markDefs.push({_type: 'internalLink', _key: 'l1', reference: {_type: 'reference', _ref: 'pilot-new', _weak: true}})
    const dataset = datasetWith([about, {...launchDocument('pilot-givify'), _id: 'drafts.pilot-new'}])
    const items = checkDocuments(dataset).filter((item) => item.kind === 'reference')
    expect(where(items)).toEqual([`reference mission[_key=="${block._key}"]`])
  })

  test('an image’s file is not a link: the Content Lake form’s asset references are left to the image rules', () => {
    const {documents} = toLakeDocuments([launchDocument('pilot-givify')], '/images/')
    expect(danglingReferenceItems(documents[0]!, new Set())).toEqual(danglingReferenceItems(launchDocument('pilot-givify'), new Set()))
  })
})

describe('the whole dataset', () => {
  test('only published content counts: drafts, assets and system records add nothing', () => {
    const published = checkDocuments(launchDocuments)
    const withDraft = checkDocuments([...launchDocuments, {...launchDocument('team-wei-chen'), _id: 'drafts.team-new'}])
    expect(withDraft).toEqual(published)
    const lake = toLakeDocuments([...launchDocuments], '/images/').documents
    expect(checkDocuments([...lake, {_id: '_.groups.administrator', _type: 'system.group'}]).map(itemKey)).toEqual(published.map(itemKey))
  })

  test('every placeholder kind is found in the launch content, and no other kind', () => {
    const kinds = new Set(checkDocuments(launchDocuments).map((item) => item.kind))
    expect([...kinds].sort()).toEqual(['link', 'sample', 'video'])
  })

  test('a draft that replaces the name clears its item in the draft view, not before it is published', () => {
    const draft = {...launchDocument('team-wei-chen'), _id: 'drafts.team-wei-chen', name: 'Wei Chen'}
    const dataset = [...launchDocuments, draft]
    const key = itemKey({kind: 'sample', documentId: 'team-wei-chen', path: ['name']})
    expect(checkDocuments(dataset).map(itemKey)).toContain(key)
    expect(checkDocuments(draftView(dataset)).map(itemKey)).not.toContain(key)
  })
})
