/**
 * Sections an editor drags in the Presentation tool: a visitor's page carries no `data-sanity`
 * attribute and no wrapper (the same markup as before dragging existed), the preview route's list
 * (SortablePageSections) wraps each section in an element naming its array item, and a change to the page's draft reorders the drawn
 * sections at once (the reducer useOptimistic runs, and the order the shell draws).
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, test} from 'vitest'
import {EVERY_SECTION_PAGE_ID, EVERY_SECTION_PAGE_SLUG, everySectionPage} from '@site/content/fixtures'
import {placePageSections} from '@/components/builder/sections/registry'
import {Sections} from '@/components/sections/placeSections'
import {keysFromDraft} from '@/components/preview/OptimisticOrder'
import {SortablePageSections} from '@/components/preview/SortablePageSections'
import {inOrder} from '@/components/preview/SortableSections'
import type {SortableSection} from '@/components/sections/sectionItems'
import {sectionAttribute} from '@/components/preview/sectionAttribute'
import {pageBySlugQuery} from '@/sanity/queries'
import {runQueryWith} from '../../embedded'

async function loadSections() {
  const loaded = await runQueryWith([everySectionPage], pageBySlugQuery, {slug: EVERY_SECTION_PAGE_SLUG})
  if (!loaded) throw new Error('the test page did not load')
  return loaded
}

const WRAPPER = /<div data-sanity="[^"]*">/g

describe('sections in the Presentation tool', () => {
  test('a visitor’s page carries no data-sanity attribute; the preview’s is the same markup, each section in its item’s element', async () => {
    const page = await loadSections()
    const visitor = renderToStaticMarkup(<Sections placed={placePageSections(page.sections)} />)
    const preview = renderToStaticMarkup(<SortablePageSections sections={page.sections} pageId={`drafts.${page._id}`} />)
    expect(visitor).not.toContain('data-sanity')

    // One wrapper per drawn section, in order, naming the published page and the item by its key.
    const attributes = [...preview.matchAll(WRAPPER)].map(([tag]) => tag)
    expect(attributes.length).toBeGreaterThan(1)
    const drawnKeys = page.sections.map(({_key}) => _key).filter((key) => preview.includes(`sections:${key};`))
    expect(attributes).toEqual(
      drawnKeys.map((key) => `<div data-sanity="${sectionAttribute({id: EVERY_SECTION_PAGE_ID, type: 'page', field: 'sections'}, key)}">`),
    )
    expect(attributes[0]).toMatch(new RegExp(`^<div data-sanity="id=${EVERY_SECTION_PAGE_ID};type=page;path=sections:`))
    // Without the wrappers, the preview's markup is the visitor's.
    const unwrapped = preview
      .split(WRAPPER)
      .filter(Boolean)
      .map((part) => part.replace(/<\/div>$/, ''))
      .join('')
    expect(unwrapped).toBe(visitor)
  })

  const draft = (...keys: string[]) => ({id: 'page-x', document: {sections: keys.map((_key) => ({_key}))}})
  const drawn = ['a', 'b', 'c']

  test('a change to the page’s draft gives its order at once', () => {
    expect(keysFromDraft(drawn, draft('b', 'a', 'c'), 'page-x')).toEqual(['b', 'a', 'c'])
  })

  test('another document’s change, one without sections, or the same order leaves the order as it is', () => {
    expect(keysFromDraft(drawn, {...draft('c', 'b', 'a'), id: 'siteSettings'}, 'page-x')).toBe(drawn)
    expect(keysFromDraft(drawn, {id: 'page-x', document: null}, 'page-x')).toBe(drawn)
    expect(keysFromDraft(drawn, draft('a', 'b', 'c'), 'page-x')).toBe(drawn)
  })

  test('the drawn sections follow the order: one gone from the draft goes, one not drawn yet waits for the server', () => {
    const sections: SortableSection[] = drawn.map((key) => ({key, attribute: `path=sections:${key}`, node: key}))
    expect(inOrder(sections, null)).toBe(sections)
    expect(inOrder(sections, ['c', 'a', 'b']).map(({key}) => key)).toEqual(['c', 'a', 'b'])
    expect(inOrder(sections, ['new', 'c', 'a']).map(({key}) => key)).toEqual(['c', 'a'])
  })
})
