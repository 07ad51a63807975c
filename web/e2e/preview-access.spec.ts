/**
 * Preview access that expires and can be revoked, on a production server reading a private copy of
 * the dataset (with a draft and a Presentation-tool secret in it): drafts need the site's own signed
 * pass next to Next's draft-mode cookie; Next's cookie alone (one value per build, never expiring),
 * an expired pass or one signed with another key show the published, cached page; changing
 * PREVIEW_COOKIE_SECRET ends every preview; wrong secrets are refused, logged once, and do not lock
 * out an editor already previewing; leaving preview ends the pass at once (a copy of it shows no
 * draft), and only the site itself or the Studio can end a preview.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {expect, test} from '@playwright/test'
import {PREVIEW_PASS_COOKIE, PREVIEW_PASS_LIFETIME_S, issuePreviewPass} from '../src/security/previewPass'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {previewEnableAddress, putPreviewSecret} from './support/publishing'

test.describe.configure({mode: 'serial'})

const PASS_KEY = 'the-preview-cookie-secret-of-this-test'
const SECRET = 'a-preview-secret-from-the-presentation-tool'
const PILOT = 'pilot-insight-hub-predict'

let server: PublishServer
let path = ''
let published = ''
let draftTitle = ''

/** A server whose dataset holds a draft of the pilot and the Presentation tool's current secret. */
async function serverWithDraft(passKey: string) {
  const started = await startPublishServer({env: {PREVIEW_COOKIE_SECRET: passKey}})
  const pilot = started.findDocument(PILOT)
  path = `/pilot/${(pilot.slug as {current: string}).current}`
  published = String(pilot.title)
  draftTitle = `${published} (draft, not yet published)`
  started.putDocument({...pilot, _id: `drafts.${PILOT}`, title: draftTitle})
  putPreviewSecret(started, SECRET)
  return started
}

test.beforeAll(async () => {
  server = await serverWithDraft(PASS_KEY)
})
test.afterAll(async () => {
  await server?.stop()
})

/** What the Presentation tool's frame does: opens the enable address; returns the cookies it got. */
async function openPreview(on: PublishServer, secret = SECRET) {
  const response = await fetch(previewEnableAddress(on, secret, path), {redirect: 'manual'})
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute))
    return {
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      maxAge: maxAge ? Number(maxAge.split('=')[1]) : null,
    }
  })
  return {status: response.status, location: response.headers.get('location'), cookies}
}

/** The pilot's page as a browser holding these cookies gets it. */
async function pageWith(on: PublishServer, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const response = await fetch(`${on.url}${path}`, {headers: cookie ? {cookie} : {}})
  const html = await response.text()
  return {
    status: response.status,
    draft: html.includes(draftTitle),
    published: html.includes(published),
    cache: response.headers.get('x-nextjs-cache'),
  }
}

const asRecord = (cookies: {name: string; value: string}[]) => Object.fromEntries(cookies.map(({name, value}) => [name, value]))

test("an editor's preview shows drafts with the site's own pass, which lasts hours, not forever", async () => {
  const preview = await openPreview(server)
  expect([preview.status, preview.location]).toEqual([307, path])
  const pass = preview.cookies.find((cookie) => cookie.name === PREVIEW_PASS_COOKIE)
  expect(pass?.maxAge).toBeGreaterThanOrEqual(3600)
  expect(pass?.maxAge).toBeLessThanOrEqual(24 * 3600)
  expect(preview.cookies.map((cookie) => cookie.name)).toContain('__prerender_bypass')
  expect(await pageWith(server, asRecord(preview.cookies))).toMatchObject({status: 200, draft: true})
})

test("Next's draft-mode cookie alone, or with an expired or forged pass, gets the published page from the cache", async () => {
  // The cookie's value is the build's preview id: whoever kept it from an earlier preview holds it.
  const {preview} = JSON.parse(readFileSync(join(server.distDir, 'prerender-manifest.json'), 'utf8')) as {preview: {previewModeId: string}}
  const bypass = {__prerender_bypass: preview.previewModeId}
  const expired = await issuePreviewPass({now: Date.now() - PREVIEW_PASS_LIFETIME_S * 1000 - 60_000, secret: PASS_KEY})
  const otherKey = await issuePreviewPass({secret: 'not-the-sites-key'})
  for (const [what, cookies] of [
    ['the draft-mode cookie alone', bypass],
    ['with an expired pass', {...bypass, [PREVIEW_PASS_COOKIE]: expired}],
    ['with a pass signed by another key', {...bypass, [PREVIEW_PASS_COOKIE]: otherKey}],
  ] as const) {
    const page = await pageWith(server, cookies)
    expect(page, what).toEqual({status: 200, draft: false, published: true, cache: 'HIT'})
  }
  // The same cookie with a valid pass is a preview: the refusals above are the pass's doing.
  const valid = await issuePreviewPass({secret: PASS_KEY})
  expect(await pageWith(server, {...bypass, [PREVIEW_PASS_COOKIE]: valid})).toMatchObject({draft: true})
})

test('changing PREVIEW_COOKIE_SECRET ends every preview; the Presentation tool opens a new one', async () => {
  const cookies = asRecord((await openPreview(server)).cookies)
  expect((await pageWith(server, cookies)).draft).toBe(true)
  // The same build, restarted with a new key.
  const rotated = await serverWithDraft('a-new-preview-cookie-secret')
  try {
    expect(await pageWith(rotated, cookies)).toMatchObject({status: 200, draft: false, published: true})
    const again = await openPreview(rotated)
    expect(again.status).toBe(307)
    expect((await pageWith(rotated, asRecord(again.cookies))).draft).toBe(true)
  } finally {
    await rotated.stop()
  }
})

test('300 wrong secrets: each refused with no cookie, one log line, and an editor already previewing keeps the preview', async () => {
  const own = await serverWithDraft(PASS_KEY)
  try {
    expect((await openPreview(own)).status).toBe(307)
    const answers: {status: number; cookies: number}[] = []
    for (let batch = 0; batch < 10; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({length: 30}, async (_, index) => {
            const answer = await openPreview(own, `wrong-guess-${batch}-${index}`)
            return {status: answer.status, cookies: answer.cookies.length}
          }),
        )),
      )
    }
    expect(answers.filter((answer) => ![401, 429].includes(answer.status) || answer.cookies > 0)).toEqual([])
    const logged = own.logs
      .join('')
      .split('\n')
      .filter((line) => /\[preview\].*refused/.test(line))
    expect(logged).toHaveLength(1)
    // The editor's secret checked out before: it is still looked up, and still opens the preview.
    const editor = await openPreview(own)
    expect(editor.status).toBe(307)
    expect((await pageWith(own, asRecord(editor.cookies))).draft).toBe(true)
  } finally {
    await own.stop()
  }
})

/** /api/draft-mode/disable as a browser holding these cookies asks it, from where `from` says. */
async function endPreview(on: PublishServer, cookies: Record<string, string>, from: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const response = await fetch(`${on.url}/api/draft-mode/disable`, {redirect: 'manual', headers: {cookie, ...from}})
  return {status: response.status, location: response.headers.get('location')}
}

test('leaving preview ends the pass: a copy of its cookies shows the published page at once', async () => {
  const cookies = asRecord((await openPreview(server)).cookies)
  const copy = {...cookies}
  expect((await pageWith(server, copy)).draft).toBe(true)
  // The "Preview: exit" link, followed on the site's own page.
  expect(await endPreview(server, cookies, {'sec-fetch-site': 'same-origin'})).toEqual({status: 307, location: '/'})
  expect(await pageWith(server, copy)).toMatchObject({status: 200, draft: false, published: true})
  // The Presentation tool opens a new preview as before.
  expect((await pageWith(server, asRecord((await openPreview(server)).cookies))).draft).toBe(true)
})

test("another site cannot end an editor's preview", async () => {
  const cookies = asRecord((await openPreview(server)).cookies)
  const otherSites: Record<string, string>[] = [
    {'sec-fetch-site': 'cross-site', referer: 'https://evil.example/'},
    {'sec-fetch-site': 'same-site', origin: 'https://other.example'},
    {origin: 'https://evil.example'},
  ]
  for (const from of otherSites) {
    const answer = await endPreview(server, cookies, from)
    expect(answer.status, JSON.stringify(from)).toBe(403)
  }
  expect((await pageWith(server, cookies)).draft).toBe(true)
  // The Studio's own page may end it (NEXT_PUBLIC_SANITY_STUDIO_URL is not set on this server: the site's own only).
  expect((await endPreview(server, cookies, {referer: `${server.url}/pilots`})).status).toBe(307)
})
