/**
 * The page builder's renderer over the test page that uses every section kind: every kind draws,
 * the opening hero's headline is the page's only h1, questions are native disclosures, a section
 * missing its required fields draws nothing, and an unknown kind is skipped and logged once.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {afterEach, describe, expect, test, vi} from 'vitest'
import {EVERY_SECTION_PAGE_SLUG, EVERY_SECTION_TEXT, everySectionPage} from '@site/content/fixtures'
import {pageBySlugQuery} from '@/sanity/queries'
import {runQueryWith} from '../../embedded'
import {opensWithOwnTitle, placePageSections} from '@/components/builder/sections/registry'
import {Sections} from '@/components/sections/placeSections'

async function render(page: object = everySectionPage) {
  const loaded = await runQueryWith([page], pageBySlugQuery, {slug: EVERY_SECTION_PAGE_SLUG})
  if (!loaded) throw new Error('the test page did not load')
  return {html: renderToStaticMarkup(<Sections placed={placePageSections(loaded.sections)} />), loaded}
}

const withSections = (change: (sections: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) => ({
  ...everySectionPage,
  sections: change(structuredClone(everySectionPage.sections) as Array<Record<string, unknown>>),
})

afterEach(() => vi.restoreAllMocks())

describe('the page builder', () => {
  test('draws every section kind, the opening hero’s headline as the one h1', async () => {
    const {html, loaded} = await render()
    for (const [kind, text] of Object.entries(EVERY_SECTION_TEXT)) expect(html, kind).toContain(text.replace('?', ''))
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(opensWithOwnTitle(loaded.sections)).toBe(true)
  })

  test('draws questions and answers as native disclosures', async () => {
    const {html} = await render()
    expect(html.match(/<details/g)).toHaveLength(2)
    expect(html).toMatch(/<summary[^>]*>Who can nominate\?/)
  })

  test('a section missing its required fields draws nothing, and the page still draws the rest', async () => {
    const page = withSections((sections) =>
      sections.map((section) =>
        section._type === 'figuresSection'
          ? {...section, statistics: []}
          : section._type === 'heroSection'
            ? {...section, headline: undefined}
            : section,
      ),
    )
    const {html, loaded} = await render(page)
    expect(html).not.toContain('The challenge in figures')
    expect(html).toContain('Why a third challenge')
    expect(opensWithOwnTitle(loaded.sections)).toBe(false)
  })

  test('an unknown section kind is skipped and logged once per kind, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = withSections((sections) => [
      {_type: 'carouselSection', _key: 'c1', heading: 'From a newer Studio'},
      ...sections,
      {_type: 'carouselSection', _key: 'c2', heading: 'Again'},
    ])
    const {html} = await render(page)
    expect(html).not.toContain('From a newer Studio')
    expect(html).toContain('Why a third challenge')
    await render(page)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('carouselSection'))).toHaveLength(1)
  })

  test('anchors the editor set are the sections’ ids; others come from their headings', async () => {
    const page = withSections((sections) =>
      sections.map((section) => (section._type === 'eventSection' ? {...section, anchor: 'annual-event'} : section)),
    )
    const {html} = await render(page)
    expect(html).toContain('id="annual-event"')
    expect(html).toContain('id="the-challenge-in-figures"')
  })

  test('an anchor the Studio would refuse (an import, the API) is not an id: never a name the page’s scripts use', async () => {
    const page = withSections((sections) =>
      sections.map((section) =>
        section._type === 'eventSection'
          ? {...section, anchor: '__next_f'}
          : section._type === 'figuresSection'
            ? {...section, anchor: 'Bad Anchor"'}
            : section,
      ),
    )
    const {html} = await render(page)
    expect(html).not.toMatch(/id="__next_f"|Bad Anchor/)
    expect(html).toContain('id="the-challenge-in-figures"')
  })

  test('an unknown kind from content is logged escaped: it cannot forge a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await render(withSections((sections) => [{_type: 'forged\n[revalidate] siteSettings x: sanity', _key: 'f'}, ...sections]))
    const logged = warn.mock.calls.map(([message]) => String(message)).find((message) => message.includes('forged'))
    expect(logged).toContain('forged\\u000a[revalidate]')
    expect(logged).not.toContain('\n')
  })
})
