/**
 * Content cannot take a page down: every field of every section kind of the every-section page, in the
 * answer a query returns, replaced by what an import or the API can write (an object, an array, a
 * number, a megabyte of text, a list item 2,000 levels deep). Through the data door (checkedAnswer)
 * each page still renders, every other section drawn, the malformed one left out or drawn without the
 * malformed value, in bounded HTML.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import {EVERY_SECTION_PAGE_SLUG, EVERY_SECTION_TEXT, everySectionPage} from '@site/content/fixtures'
import {moreSectionsQuery, pageBySlugQuery} from '@/sanity/queries'
import {checkedAnswer} from '@/sanity/checkedAnswer'
import {placePageSections} from '@/components/builder/sections/registry'
import {Sections} from '@/components/sections/placeSections'
import {Prose} from '@/components/Prose'
import {runQueryWith} from '../embedded'
import {MARK, MALFORMED, blockPaths, deepListItem, fieldPaths, replaced, valueAt} from '../support/malformed'

const loaded = await runQueryWith([everySectionPage], pageBySlugQuery, {slug: EVERY_SECTION_PAGE_SLUG})
if (!loaded) throw new Error('the every-section page did not load')
type Answer = NonNullable<typeof loaded>

function renderPage(answer: Answer) {
  const checked = checkedAnswer(pageBySlugQuery, answer)
  return renderToStaticMarkup(<Sections placed={placePageSections(checked.sections)} />)
}

interface Case {
  kind: string
  field: string
  malformed: string
  section: object
  original: unknown
}
const cases: Case[] = loaded.sections.flatMap((section) => [
  ...fieldPaths(section).flatMap((path) =>
    Object.entries(MALFORMED).map(([malformed, value]) => ({
      kind: section._type,
      field: path.join('.'),
      malformed,
      section: replaced(section, path, value),
      original: valueAt(section, path),
    })),
  ),
  ...blockPaths(section).map((path) => ({
    kind: section._type,
    field: path.join('.'),
    malformed: 'list item 2,000 levels deep',
    section: replaced(section, path, deepListItem('deep')),
    original: undefined,
  })),
])

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('a malformed field of a section', () => {
  test('the table covers every section kind, each with its fields', () => {
    expect(new Set(cases.map((entry) => entry.kind))).toEqual(new Set(Object.keys(EVERY_SECTION_TEXT)))
    expect(cases.length).toBeGreaterThan(500)
  })

  test('the every-section page as an editor made it passes the door whole, nothing left out', () => {
    expect(checkedAnswer(pageBySlugQuery, loaded)).toEqual(loaded)
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled()
  })

  test.each(cases)('$kind › $field as $malformed: the page renders, the others drawn', ({kind, section, malformed, original}) => {
    const sections = loaded.sections.map((each) => (each._type === kind ? section : each)) as Answer['sections']
    const html = renderPage({...loaded, sections})
    for (const [other, text] of Object.entries(EVERY_SECTION_TEXT)) if (other !== kind) expect(html, other).toContain(text.replace('?', ''))
    expect(html.length).toBeLessThan(120_000)
    // What is not of the field's type is not drawn (a number where a number is expected is).
    if (malformed !== 'huge string' && typeof original !== typeof MALFORMED[malformed]) {
      expect(html).not.toContain(MARK)
      expect(html).not.toContain('987654321')
    }
  })
})

describe('a list item indented 2,000 levels', () => {
  test('renders once, at the deepest level drawn, in bounded HTML', () => {
    const html = renderToStaticMarkup(<Prose value={checkedAnswer(moreSectionsQuery, {sections: [], body: [deepListItem('d')]}).body} />)
    expect(html.match(/<ul/g)).toHaveLength(10)
    expect(html).toContain('Deep')
    expect(html.length).toBeLessThan(2_000)
  })
})

describe('keys and types of megabytes', () => {
  test('are cut at the door: what a page renders and serialises is bounded, every section drawn', () => {
    const huge = (name: string) => `${name}-${'k'.repeat(1_000_000)}`
    const sections = loaded.sections.map((each) => ({
      ...structuredClone(each),
      _key: huge(each._key),
      ...('body' in each ? {body: each.body?.map((block) => ({...block, _key: huge(block._key), _type: huge('block')}))} : {}),
    })) as Answer['sections']
    // The answer is what the page's HTML and its flight data are made of.
    expect(JSON.stringify(checkedAnswer(pageBySlugQuery, {...loaded, sections})).length).toBeLessThan(50_000)
    const html = renderPage({...loaded, sections})
    for (const text of Object.values(EVERY_SECTION_TEXT)) expect(html).toContain(text.replace('?', ''))
    expect(html.length).toBeLessThan(120_000)
  })
})

describe('a section left out', () => {
  test('is logged once per answer, escaped and bounded, naming its key and kind', () => {
    const warn = vi.mocked(console.warn)
    const forged = `hero\n[revalidate] forged${'k'.repeat(1_000_000)}`
    const sections = loaded.sections.map((each) =>
      each._type === 'figuresSection' ? {...each, _key: forged, heading: {marker: MARK}, statistics: MARK} : each,
    ) as Answer['sections']
    checkedAnswer(pageBySlugQuery, {...loaded, sections})
    const lines = warn.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes('forged'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('hero\\u000a[revalidate] forged')
    expect(lines[0]).toContain('figuresSection')
    expect(lines[0]).not.toContain('\n')
    expect(lines[0]!.length).toBeLessThan(600)
  })
})
