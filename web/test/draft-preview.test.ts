/**
 * What the data door asks the Content Lake for in an editor's preview, and what a visitor gets: in
 * draft mode the drafts perspective with the server-only read token, and every text stega-encoded
 * with a link to its field in the Studio (what Visual Editing's click-to-edit reads); for visitors
 * the published perspective and plain text. A local server answers as the Lake does when asked for
 * a content source map.
 */
import {createServer, type IncomingHttpHeaders} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, test, vi} from 'vitest'
import {vercelStegaDecode, vercelStegaSplit} from '@vercel/stega'

// Outside a Next server there is no cache to keep entries in: the data door's cache passes through.
vi.mock('next/cache', () => ({unstable_cache: <T>(load: T) => load}))
const preview = vi.hoisted(() => ({on: false, perspectiveCookie: undefined as string | undefined}))
vi.mock('@/sanity/draftMode', () => ({isPreviewing: async () => preview.on}))
// The request's cookies: the perspective cookie next-sanity's enable route sets (sanity-preview-perspective).
vi.mock('next/headers', () => ({
  cookies: async () =>
    new Map(preview.perspectiveCookie === undefined ? [] : [['sanity-preview-perspective', {value: preview.perspectiveCookie}]]),
}))

const TOKEN = 'a-viewer-token'
const STUDIO = 'https://studio.example.test'
const TITLE = 'Givify, as the editor is rewriting it'

/** The Lake's answer to a query with `resultSourceMap`: the result, and where each value came from. */
const answer = {
  result: {title: TITLE, slug: 'givify'},
  resultSourceMap: {
    documents: [{_id: 'drafts.pilot-givify', _type: 'pilot'}],
    paths: ["$['title']", "$['slug']['current']"],
    mappings: {
      "$['title']": {type: 'value', source: {type: 'documentValue', document: 0, path: 0}},
      "$['slug']": {type: 'value', source: {type: 'documentValue', document: 0, path: 1}},
    },
  },
}

const asked: {url: URL; headers: IncomingHttpHeaders}[] = []
const lake = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://lake')
  asked.push({url, headers: request.headers})
  const body = url.searchParams.has('resultSourceMap') ? answer : {result: answer.result}
  response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({ms: 1, query: '', ...body}))
})

let sanityFetch: typeof import('@/sanity/fetch').sanityFetch
beforeAll(async () => {
  await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'test0proj')
  vi.stubEnv('SANITY_API_HOST', `http://127.0.0.1:${(lake.address() as AddressInfo).port}`)
  vi.stubEnv('SANITY_API_READ_TOKEN', TOKEN)
  vi.stubEnv('NEXT_PUBLIC_SANITY_STUDIO_URL', STUDIO)
  vi.resetModules()
  ;({sanityFetch} = await import('@/sanity/fetch'))
})
afterAll(() => {
  vi.unstubAllEnvs()
  lake.close()
})

const query = '*[_type == "pilot" && slug.current == $slug][0]{title, "slug": slug.current}'
const fetchGivify = () => sanityFetch({query, params: {slug: 'givify'}, tags: ['pilot']}) as Promise<{title: string; slug: string}>

test('in draft mode the Lake is read in the drafts perspective when the editor chose none with the read token, and texts link to their field in the Studio', async () => {
  preview.on = true
  const page = await fetchGivify()
  const request = asked.at(-1)!
  expect(request.url.searchParams.get('perspective')).toBe('drafts')
  expect(request.url.searchParams.get('resultSourceMap')).toBe('withKeyArraySelector')
  expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`)

  // The title reads as it is, followed by invisible characters that say where to edit it.
  const {cleaned, encoded} = vercelStegaSplit(page.title)
  expect(cleaned).toBe(TITLE)
  expect(encoded).not.toBe('')
  const edit = vercelStegaDecode<{origin: string; href: string}>(page.title)
  expect(edit?.origin).toBe('sanity.io')
  expect(edit?.href.startsWith(`${STUDIO}/intent/edit/`)).toBe(true)
  expect(edit?.href).toContain('id=pilot-givify')
  expect(edit?.href).toContain('path=title')
  // An address is never encoded: it would break the link.
  expect(page.slug).toBe('givify')
})

test('in draft mode the Lake is read in the perspective the editor chose in Presentation, with the read token', async () => {
  preview.on = true
  for (const [cookie, sent] of [
    ['rSummitMorning,drafts', 'rSummitMorning,drafts'],
    ['rEvening,rMorning,drafts', 'rEvening,rMorning,drafts'],
    ['rScheduled01', 'rScheduled01'],
    ['published', 'published'],
    ['drafts', 'drafts'],
    // What no editor's choice can be falls back to drafts, as next-sanity's resolvePerspectiveFromCookies does.
    ['raw', 'drafts'],
    ['rA,raw', 'drafts'],
    ['versions.rA.pilot-givify', 'drafts'],
  ]) {
    preview.perspectiveCookie = cookie
    await fetchGivify()
    const request = asked.at(-1)!
    expect(request.url.searchParams.get('perspective'), cookie).toBe(sent)
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`)
  }
  preview.perspectiveCookie = undefined
})

test('a visitor reads published content, with plain text and no source map', async () => {
  preview.on = false
  const page = await fetchGivify()
  const request = asked.at(-1)!
  expect(request.url.searchParams.get('perspective')).toBe('published')
  expect(request.url.searchParams.has('resultSourceMap')).toBe(false)
  expect(page.title).toBe(TITLE)
  expect(vercelStegaDecode(page.title)).toBeUndefined()
})

test('a visitor sending the perspective cookie still reads published content', async () => {
  preview.on = false
  preview.perspectiveCookie = 'rSummitMorning,drafts'
  await fetchGivify()
  const request = asked.at(-1)!
  expect(request.url.searchParams.get('perspective')).toBe('published')
  expect(request.url.searchParams.has('resultSourceMap')).toBe(false)
  preview.perspectiveCookie = undefined
})
