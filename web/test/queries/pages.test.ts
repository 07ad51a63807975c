/**
 * A page made in the Studio, read through the site's own query over the bundled dataset plus the
 * test page that uses every section kind: each kind projects what its component draws (references
 * followed, internal links and buttons resolved to their targets), the page is an address of its
 * type, and sections that lost their content or are of an unknown kind do not break the query.
 */
import {describe, expect, test} from 'vitest'
import {EVERY_SECTION_KINDS, EVERY_SECTION_PAGE_SLUG, everySectionPage} from '@site/content/fixtures'
import {documentPath} from '@site/routes'
import {addressesQuery, pageBySlugQuery} from '@/sanity/queries'
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import {buttonHref} from '@/components/builder/SectionButtons'
import {internalLinkHref} from '@/components/Prose'
import type {PageData, PageSectionOf, PageSectionType} from '@/components/builder/types'
import {runQueryWith} from '../embedded'

async function loadTestPage(page: object = everySectionPage): Promise<PageData> {
  const result = await runQueryWith([page], pageBySlugQuery, {slug: EVERY_SECTION_PAGE_SLUG})
  if (!result) throw new Error('the test page did not load')
  return result
}

const sectionOf = <T extends PageSectionType>(page: PageData, type: T) => {
  const section = page.sections.find((candidate) => candidate._type === type)
  if (!section) throw new Error(`no ${type} section`)
  return section as PageSectionOf<T>
}

describe('a page made in the Studio', () => {
  test('the test page uses every section kind the site draws, and the site draws every kind it uses', () => {
    expect([...EVERY_SECTION_KINDS].sort()).toEqual(Object.keys(SECTION_KINDS).sort())
  })

  test('loads with its title, description and every section in the editor’s order', async () => {
    const page = await loadTestPage()
    expect(page.title).toBe('Join the 2027 Challenge')
    expect(page.seoDescription).toMatch(/2027/)
    expect(page.sections.map((section) => section._type)).toEqual(EVERY_SECTION_KINDS)
  })

  test('cards follow their references in the editor’s order, each with its card’s fields', async () => {
    const cards = sectionOf(await loadTestPage(), 'cardsSection').cards
    expect(cards.map((card) => [card._type, card.slug])).toEqual([
      ['pilot', 'givify'],
      ['finalist', 'cardano-impact'],
      ['article', 'manifesto'],
    ])
    const pilot = cards[0]!
    if (pilot._type !== 'pilot') throw new Error('expected the pilot first')
    expect(pilot.keyFeatures).toHaveLength(4)
    const finalist = cards[1]!
    if (finalist._type !== 'finalist') throw new Error('expected the finalist second')
    expect(finalist.hasPage).toBe(true)
  })

  test('partner logos and team members follow their references', async () => {
    const page = await loadTestPage()
    expect(sectionOf(page, 'partnersSection').partners.map((partner) => partner._id)).toEqual([
      'partner-northbridge-relief',
      'partner-lumen-humanitarian',
      'partner-keystone-water',
    ])
    expect(sectionOf(page, 'teamSection').members.map((member) => member.name)).toHaveLength(2)
  })

  test('buttons and rich-text links to a page of this site resolve to its current address; outside links stay as typed', async () => {
    const page = await loadTestPage()
    expect(sectionOf(page, 'heroSection').buttons.map(buttonHref)).toEqual(['/nominate-beacon', 'https://example.org/2027-rules'])
    expect(sectionOf(page, 'callToActionSection').buttons.map(buttonHref)).toEqual(['/nominate-beacon'])
    const link = sectionOf(page, 'textSection').body.flatMap((block) => block.markDefs ?? [])[0]
    expect(internalLinkHref(link as Parameters<typeof internalLinkHref>[0])).toBe('/pilots')
  })

  test('an event section carries its date, times, place, agenda, speakers and keynote', async () => {
    const event = sectionOf(await loadTestPage(), 'eventSection')
    expect(event).toMatchObject({date: '2027-11-18', startTime: '14:00', endTime: '16:30', timeZone: 'Europe/Zurich', city: 'Geneva'})
    expect(event.agenda).toHaveLength(2)
    expect(event.speakers).toHaveLength(1)
    expect(event.keynote?.name).toMatch(/Jonah Fields/)
  })

  test('a link to another page made in the Studio is drawn at its top-level address', () => {
    expect(documentPath('page', EVERY_SECTION_PAGE_SLUG)).toBe(`/${EVERY_SECTION_PAGE_SLUG}`)
  })

  test('references to removed documents drop out, and an unknown kind still loads with its type', async () => {
    const broken = {
      ...everySectionPage,
      sections: [
        ...everySectionPage.sections.map((section) =>
          section._type === 'cardsSection'
            ? {...section, cards: [{_type: 'reference', _key: 'gone', _ref: 'pilot-removed', _weak: true}]}
            : section,
        ),
        {_type: 'carouselSection', _key: 'unknown', heading: 'From a newer Studio'},
      ],
    }
    const page = await loadTestPage(broken)
    expect(sectionOf(page, 'cardsSection').cards).toEqual([])
    expect(page.sections.at(-1)?._type).toBe('carouselSection')
  })

  test('is an address of its type, with its earlier slugs', async () => {
    const renamed = {...everySectionPage, previousSlugs: ['join-2027']}
    expect(await runQueryWith([renamed], addressesQuery, {type: 'page'})).toEqual([
      {slug: EVERY_SECTION_PAGE_SLUG, previousSlugs: ['join-2027']},
    ])
    expect(await runQueryWith([], addressesQuery, {type: 'page'})).toEqual([])
  })
})
