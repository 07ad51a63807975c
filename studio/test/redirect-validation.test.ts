/**
 * A redirect as an editor meets it, checked with Sanity's own validator against the launch dataset: the
 * launch content's legacy summit redirect passes; an address a live page has, a page's earlier address,
 * another redirect's address, its own page, an http address and no target are refused on their field in
 * the editor's words, naming the other party.
 */
import {expect, test} from 'vitest'
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
