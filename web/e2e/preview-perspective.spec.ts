/**
 * The perspective of an editor's preview, on a production server reading a private copy of the
 * dataset holding a pilot's draft, its version in a scheduled release and the Presentation tool's
 * secret: the preview shows what the editor chose in Presentation (a release over the draft over the
 * published pilot, the drafts, or the published site) and changes when the editor picks another;
 * visitors always get the published, cached page, whatever perspective their cookie or query names.
 */
import {expect, test} from '@playwright/test'
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {previewEnableAddress, putPreviewSecret} from './support/publishing'

test.describe.configure({mode: 'serial'})

const SECRET = 'a-preview-secret-from-the-presentation-tool'
const PILOT = 'pilot-insight-hub-predict'
const RELEASE = 'rSummitMorning'

let server: PublishServer
let path = ''
let published = ''
const draftTitle = 'Insight Hub (draft, not yet published)'
const releaseTitle = 'Insight Hub (scheduled for the summit morning)'

test.beforeAll(async () => {
  server = await startPublishServer()
  const pilot = server.findDocument(PILOT)
  path = `/pilot/${(pilot.slug as {current: string}).current}`
  published = String(pilot.title)
  server.putDocument({...pilot, _id: `drafts.${PILOT}`, title: draftTitle})
  server.putDocument({...pilot, _id: `versions.${RELEASE}.${PILOT}`, title: releaseTitle})
  putPreviewSecret(server, SECRET)
})
test.afterAll(async () => {
  await server?.stop()
})

type Shown = {status: number; shows: 'release' | 'draft' | 'published' | 'nothing'; cache: string | null}

/** The pilot's page as a browser holding these cookies gets it, at this address (the page's, with a query). */
async function pageWith(cookies: Record<string, string>, address = path): Promise<Shown> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const response = await fetch(`${server.url}${address}`, {headers: cookie ? {cookie} : {}})
  const html = await response.text()
  const shows = html.includes(releaseTitle)
    ? 'release'
    : html.includes(draftTitle)
      ? 'draft'
      : html.includes(published)
        ? 'published'
        : 'nothing'
  return {status: response.status, shows, cache: response.headers.get('x-nextjs-cache')}
}

/** What the Presentation tool's frame does with a perspective selected: opens the enable address; returns the cookies it got. */
async function openPreview(perspective?: string) {
  const asked =
    previewEnableAddress(server, SECRET, path) + (perspective ? `&${perspectiveCookieName}=${encodeURIComponent(perspective)}` : '')
  const response = await fetch(asked, {redirect: 'manual'})
  expect(response.status).toBe(307)
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';', 1)[0]!
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
    }),
  )
}

/** What the overlays do when the editor picks another perspective in Presentation, from the previewed page. */
async function choosePerspective(cookies: Record<string, string>, perspective: string, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const response = await fetch(`${server.url}/api/draft-mode/perspective?perspective=${encodeURIComponent(perspective)}`, {
    headers: {cookie, 'sec-fetch-site': 'same-origin', ...headers},
  })
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .find((pair) => pair.startsWith(`${perspectiveCookieName}=`))
  return {status: response.status, cookies: set ? {...cookies, [perspectiveCookieName]: set.slice(set.indexOf('=') + 1)} : cookies}
}

test('the preview shows the release the editor chose in Presentation, over the draft over the published pilot', async () => {
  const cookies = await openPreview(`${RELEASE},drafts`)
  expect(decodeURIComponent(cookies[perspectiveCookieName]!)).toBe(`${RELEASE},drafts`)
  expect(await pageWith(cookies)).toMatchObject({status: 200, shows: 'release'})
  // With no perspective chosen the preview shows the drafts, as before.
  expect(await pageWith(await openPreview())).toMatchObject({status: 200, shows: 'draft'})
})

test('picking another perspective in Presentation changes what the preview shows; a value that names none changes nothing', async () => {
  let {cookies} = await choosePerspective(await openPreview(), `${RELEASE},drafts`)
  expect(await pageWith(cookies)).toMatchObject({shows: 'release'})
  ;({cookies} = await choosePerspective(cookies, 'published'))
  expect(await pageWith(cookies)).toMatchObject({shows: 'published'})
  ;({cookies} = await choosePerspective(cookies, 'drafts'))
  expect(await pageWith(cookies)).toMatchObject({shows: 'draft'})
  for (const wrong of ['raw', `${RELEASE},raw`, `versions.${RELEASE}.${PILOT}`, '']) {
    const refused = await choosePerspective(cookies, wrong)
    expect(refused.status, wrong).toBe(400)
    expect(await pageWith(refused.cookies)).toMatchObject({shows: 'draft'})
  }
  // Another site cannot change an editor's preview.
  const fromElsewhere = await choosePerspective(cookies, RELEASE, {'sec-fetch-site': 'cross-site', referer: 'https://evil.example/'})
  expect(fromElsewhere.status).toBe(403)
  expect(await pageWith(fromElsewhere.cookies)).toMatchObject({shows: 'draft'})
})

test('a visitor never chooses a perspective: cookie, query or the change route all give the published, cached page', async () => {
  expect(await pageWith({})).toEqual({status: 200, shows: 'published', cache: 'HIT'})
  for (const perspective of [`${RELEASE},drafts`, RELEASE, 'drafts', 'raw']) {
    const asked = encodeURIComponent(perspective)
    for (const [what, cookies, address] of [
      ['the perspective cookie', {[perspectiveCookieName]: asked}, path],
      ['?perspective=', {}, `${path}?perspective=${asked}`],
      [`?${perspectiveCookieName}=`, {}, `${path}?${perspectiveCookieName}=${asked}`],
      ['cookie and query', {[perspectiveCookieName]: asked}, `${path}?perspective=${asked}&${perspectiveCookieName}=${asked}`],
    ] as const) {
      expect(await pageWith(cookies, address), `${what} ${perspective}`).toEqual({status: 200, shows: 'published', cache: 'HIT'})
    }
  }
  // The change route is the preview's only: a visitor gets 403 and no cookie.
  const visitor = await choosePerspective({}, RELEASE)
  expect(visitor).toEqual({status: 403, cookies: {}})
  // An editor previewing the release leaves the cached page as it was for the next visitor.
  expect(await pageWith(await openPreview(`${RELEASE},drafts`))).toMatchObject({shows: 'release'})
  expect(await pageWith({})).toEqual({status: 200, shows: 'published', cache: 'HIT'})
})
