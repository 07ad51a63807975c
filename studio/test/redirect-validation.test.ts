/**
 * A redirect as an editor meets it, checked with Sanity's own validator against the launch dataset: the
 * launch content's legacy summit redirect passes; an address a live page has, a page's earlier address,
 * another redirect's address, its own page, an http address and no target are refused on their field in
 * the editor's words, naming the other party.
 */
import {expect, test} from 'vitest'
import {MAX_REDIRECTS} from '@site/routes'
import {launchDocument, launchDocuments, validate} from './support/validate'

type Doc = Parameters<typeof validate>[0]
const draft = (fields: Record<string, unknown>): Doc => ({_id: 'drafts.redirect-new', _type: 'redirect', permanent: true, ...fields})
const toPage = (ref: string) => ({_type: 'reference', _ref: ref, _weak: true})
const errors = async (doc: Doc, dataset = launchDocuments) =>
  (await validate(doc, dataset)).filter((marker) => marker.level === 'error').map(({path, message}) => `${path}: ${message}`)

test('the launch content’s redirect, and a short address to a page, pass', async () => {
  expect(await errors(launchDocument('redirect-legacy-summit'))).toEqual([])
  expect(await errors(draft({from: '/summit', to: toPage('summitPage')}))).toEqual([])
  expect(await errors(draft({from: '/report', url: 'https://example.org/report.pdf', permanent: false}))).toEqual([])
})

test('an address a live page has is refused naming the page', async () => {
  expect(await errors(draft({from: '/about', to: toPage('summitPage')}))).toEqual([
    'from: /about is the address of the About page, which is live: a redirect cannot take it over. Choose another address.',
  ])
  expect(await errors(draft({from: '/pilot/givify/', to: toPage('summitPage')}))).toEqual([
    `from: /pilot/givify/ is the address of “${launchDocument('pilot-givify').title}” (Pilot), which is live: a redirect cannot take it over. Choose another address.`,
  ])
})

test('a page’s earlier address and another redirect’s address are refused naming them', async () => {
  const renamed: Record<string, unknown> & {_id: string; _type: string} = {
    ...launchDocument('pilot-givify'),
    slug: {_type: 'slug', current: 'givify-2'},
    previousSlugs: ['givify'],
  }
  const dataset = launchDocuments.map((doc) => (doc._id === renamed._id ? renamed : doc))
  expect(await errors(draft({from: '/pilot/givify', to: toPage('summitPage')}), dataset)).toEqual([
    `from: /pilot/givify is an earlier address of “${String(renamed.title)}” (Pilot), which already leads there: no redirect is needed.`,
  ])
  expect(await errors(draft({from: '/INDEX.PHP/innovation-in-fundraising-summit', to: toPage('summitPage')}))).toEqual([
    'from: Another redirect already has this address (/index.php/innovation-in-fundraising-summit/ → /nominate-beacon): edit that one instead.',
  ])
})

test('the target: one page that is not the redirect’s own address, or an https address', async () => {
  expect(await errors(draft({from: '/x'}))).toEqual(['to: Choose the page it leads to, or write an outside address.'])
  expect(await errors(draft({from: '/x', to: toPage('aboutPage'), url: 'https://example.org/'}))).toEqual([
    'to: Choose a page of this site or write an outside address, not both.',
  ])
  expect(await errors(draft({from: '/x', url: 'http://example.org/'}))).toEqual([
    'url: Use an outside address that starts with https:// (a secure page).',
  ])
  expect(await errors(draft({from: '/Pilot/Givify/', to: toPage('pilot-givify')}))).toEqual([
    `from: /Pilot/Givify/ is the address of “${launchDocument('pilot-givify').title}” (Pilot), which is live: a redirect cannot take it over. Choose another address.`,
    'to: This redirect leads to its own address: choose another page.',
  ])
})

test('the share images of pages and the site’s not-found page cannot be taken', async () => {
  expect(await errors(draft({from: '/about/opengraph-image', url: 'https://example.org/a.png'}))).toEqual([
    'from: /about/opengraph-image is the address of the share image of the About page, which is live: a redirect cannot take it over. Choose another address.',
  ])
  expect(await errors(draft({from: '/_not-found', to: toPage('summitPage')}))).toEqual([
    'from: /_not-found is the address of the site’s not-found page, which is live: a redirect cannot take it over. Choose another address.',
  ])
})

test('an outside address that could be read two ways, or on the site’s own host, is refused', async () => {
  expect(await errors(draft({from: '/x', url: 'https://good.example\n.evil.example/'}))).toEqual([
    'url: An outside address has no spaces, line breaks or invisible characters: write it on one line.',
  ])
  expect(await errors(draft({from: '/x', url: 'https:\\\\evil.example\\@good.example'}))).toEqual([
    'url: An outside address has no “\\”: write it with “/”, e.g. https://example.org/report.',
  ])
  // The Studio's site address is SANITY_STUDIO_SITE_URL, http://localhost:3000 when unset (as here).
  expect(await errors(draft({from: '/x', url: 'https://localhost/about'}))).toEqual([
    'url: This is an address of this site (localhost): choose the page under “To a page of this site” instead.',
  ])
})

test('a note for colleagues is short and printable', async () => {
  expect(await errors(draft({from: '/x', url: 'https://example.org/', note: 'n'.repeat(501)}))).toEqual([
    'note: Keep the note under 500 characters: it is a reminder, not a document.',
  ])
  expect(await errors(draft({from: '/x', url: 'https://example.org/', note: 'a\u0000b'}))).toEqual([
    'note: The note has an invisible control character: retype it.',
  ])
})

test('past MAX_REDIRECTS published redirects a new one is refused; one already published can still be edited', async () => {
  const many = Array.from({length: MAX_REDIRECTS - 1}, (_, i) => ({
    _id: `redirect-many-${i}`,
    _type: 'redirect',
    from: `/many-${i}`,
    url: 'https://example.org/',
    permanent: true,
  }))
  const full = [...launchDocuments, ...many]
  expect(await errors(draft({from: '/one-more', url: 'https://example.org/'}), full)).toEqual([
    'from: The site already has 2,000 redirects, the most it holds: delete one that is no longer needed before adding another.',
  ])
  expect(await errors({...many[0]!, _id: 'drafts.redirect-many-0', note: 'edited'}, full)).toEqual([])
})
