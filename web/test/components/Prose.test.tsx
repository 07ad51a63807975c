/**
 * Links inside rich text: a link to a page of this site is a reference, read through the site's own
 * query and drawn at the page's current address; outbound links stay URLs and open in a new tab.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, test, vi} from 'vitest'
import {loadDataset, queryDocuments, type SanityDocumentLike} from '@site/content'
import {Prose} from '@/components/Prose'
import {embeddedDatasetFile, embeddedImagePrefix} from '@/sanity/env'
import {pilotBySlugQuery} from '@/sanity/queries'
import type {PilotBySlugQueryResult} from '@site/types'

/** The launch documents with a paragraph added to Givify's first section, linking with these mark definitions. */
function datasetWithLinks(markDefs: object[], change: (docs: SanityDocumentLike[]) => void = () => {}) {
  const docs = structuredClone(loadDataset(embeddedDatasetFile, embeddedImagePrefix).documents)
  const givify = docs.find((doc) => doc._id === 'pilot-givify') as SanityDocumentLike & {sections: [{body?: object[]}]}
  givify.sections[0].body = [
    {
      _type: 'block',
      _key: 'test',
      style: 'normal',
      markDefs,
      children: markDefs.map((def, i) => ({_type: 'span', _key: `s${i}`, text: `link ${i}`, marks: [(def as {_key: string})._key]})),
    },
  ]
  change(docs)
  return docs
}

async function renderGivifyIntro(docs: SanityDocumentLike[]) {
  const pilot = await queryDocuments<PilotBySlugQueryResult>(docs, pilotBySlugQuery, {slug: 'givify'})
  const section = pilot?.sections[0]
  if (!section || section._type !== 'pilotTextSection') throw new Error('Givify has no text section first')
  return renderToStaticMarkup(<Prose value={section.body} />)
}

const ref = (id: string) => ({_type: 'reference', _ref: id, _weak: true})

describe('rich-text links', () => {
  test('a link to a page or a document renders at its address from the route table, in the same tab', async () => {
    const html = await renderGivifyIntro(
      datasetWithLinks([
        {_type: 'internalLink', _key: 'a', reference: ref('pilotsPage')},
        {_type: 'internalLink', _key: 'b', reference: ref('article-manifesto')},
        {_type: 'internalLink', _key: 'c', reference: ref('finalist-staking-for-good')},
      ]),
    )
    expect(html).toContain(
      '<a class="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" href="/pilots">link 0</a>',
    )
    expect(html).toContain('href="/article/manifesto">link 1</a>')
    expect(html).toContain('href="/beacon/staking-for-good">link 2</a>')
    expect(html).not.toContain('target="_blank"')
  })

  test('after a rename the link follows the document to its new address', async () => {
    const docs = datasetWithLinks([{_type: 'internalLink', _key: 'a', reference: ref('article-manifesto')}], (all) => {
      const article = all.find((doc) => doc._id === 'article-manifesto')!
      article.slug = {_type: 'slug', current: 'our-manifesto'}
    })
    expect(await renderGivifyIntro(docs)).toContain('href="/article/our-manifesto">link 0</a>')
  })

  test('a link whose page is gone is plain text, not a broken link', async () => {
    const html = await renderGivifyIntro(datasetWithLinks([{_type: 'internalLink', _key: 'a', reference: ref('article-deleted')}]))
    expect(html).toContain('link 0')
    expect(html).not.toContain('<a')
  })

  test('outbound links stay URLs and open in a new tab; mailto links stay in the tab', async () => {
    const html = await renderGivifyIntro(
      datasetWithLinks([
        {_type: 'link', _key: 'a', href: 'https://www.un.org/sustainabledevelopment/'},
        {_type: 'link', _key: 'b', href: 'mailto:hello@partner.org'},
      ]),
    )
    expect(html).toMatch(/<a href="https:\/\/www\.un\.org\/sustainabledevelopment\/" target="_blank" rel="noopener noreferrer"[^>]*>link 0/)
    expect(html).toMatch(/<a href="mailto:hello@partner\.org" class="[^"]+">link 1<\/a>/)
  })
})

describe('rich text of a kind the site does not draw', () => {
  test('is skipped, and its type logged escaped and bounded: it cannot forge a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const forged = `forged\n[revalidate] siteSettings x: sanity${'x'.repeat(100)}`
      const html = renderToStaticMarkup(
        <Prose
          value={[
            {_type: forged, _key: 'unknown'},
            {
              _type: 'block',
              _key: 'kept',
              style: forged,
              markDefs: [],
              children: [{_type: 'span', _key: 's', text: 'Kept', marks: [forged]}],
            },
          ]}
        />,
      )
      expect(html).toContain('Kept')
      const lines = warn.mock.calls.map((call) => call.map(String).join(' '))
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(line).toContain('forged\\u000a[revalidate]')
        expect(line).not.toContain('\n')
        expect(line.length).toBeLessThan(400)
      }
    } finally {
      warn.mockRestore()
    }
  })
})
