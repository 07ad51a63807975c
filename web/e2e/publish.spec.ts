/**
 * Publish → live, end to end, without Sanity's servers: a production server runs on a private copy
 * of the build and of the bundled dataset; the test changes documents in that copy (what a publish
 * does to the Content Lake), calls the webhook as Sanity would, and reads the pages as a visitor.
 */

import {connect} from 'node:net'
import {encodeSignatureHeader} from '@sanity/webhook'
import {eventually} from '@site/test-harness/eventually'
import {WEBHOOK_SECRET} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'

const server = siteOfEachTest()

const NEW_TITLE = 'Givify Donor Retention, Renamed by an Editor'
const NEW_DESCRIPTION = 'A description an editor has just published for this finalist.'

test('a signed publish brings a pilot title and a finalist description live, and nothing else changes', async () => {
  const untouched = ['/', '/about', '/innovation-summit']
  const before = Object.fromEntries(await Promise.all(untouched.map(async (path) => [path, (await server().page(path)).html] as const)))
  const oldTitle = String(server().findDocument('pilot-givify').title)
  expect((await server().page('/pilots')).html).toContain(oldTitle)

  server().editDocument('pilot-givify', (doc) => ({...doc, title: NEW_TITLE}))
  server().editDocument('finalist-today-tomorrow', (doc) => ({...doc, description: NEW_DESCRIPTION}))

  // Until a signed webhook arrives, the static pages stay as they were.
  expect((await server().page('/pilots')).html).not.toContain(NEW_TITLE)

  // What the README's projection sends for an edit that keeps the address.
  const pilot = await server().webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))
  expect(pilot).toEqual({status: 200, json: {revalidated: true, tags: ['pilot', 'pilot:givify']}})
  await server().pageCarrying('/pilots', NEW_TITLE)
  await server().pageCarrying('/pilot/givify', NEW_TITLE)
  // The other pilots' pages were not made stale: served from the cache as they were, no re-render.
  expect((await server().page('/pilot/unhcr-us')).headers.get('x-nextjs-cache')).toBe('HIT')

  const finalist = await server().webhook(
    JSON.stringify({_id: 'finalist-today-tomorrow', _type: 'finalist', slug: 'today-tomorrow', previousSlug: 'today-tomorrow'}),
  )
  expect(finalist.status).toBe(200)
  await server().pageCarrying('/get-inspired', NEW_DESCRIPTION)
  await server().pageCarrying('/beacon/today-tomorrow', NEW_DESCRIPTION)

  for (const path of untouched) expect((await server().page(path)).html, path).toBe(before[path])
})

test('forged, unsigned, stale, malformed, replayed, foreign-type and wrong-method calls are refused and change nothing', async () => {
  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
  server().editDocument('pilot-givify', (doc) => ({...doc, title: 'A Title Nobody Published'}))
  const before = (await server().page('/pilot/givify')).html

  expect((await server().webhook(body, {secret: 'not-the-secret'})).status).toBe(401)
  expect((await server().webhook('{"_type": "pilot"', {secret: 'not-the-secret'})).status).toBe(401)
  expect((await server().webhook(body, {signed: false})).status).toBe(401)
  expect((await server().webhook(body, {timestamp: Date.now() - 24 * 60 * 60 * 1000})).status).toBe(401)
  expect((await server().webhook('{"_type": "pilot"')).status).toBe(400)
  expect((await server().webhook(JSON.stringify({_id: 'pilot-givify'}))).status).toBe(400)
  // Only document types of the content model: not the site-wide tag, not Next's internal path tags.
  for (const _type of ['sanity', '_N_T_/pilot/givify', '_N_T_/layout']) {
    expect(await server().webhook(JSON.stringify({_id: 'x', _type})), _type).toMatchObject({status: 400, json: {revalidated: false}})
  }
  expect((await server().webhook(JSON.stringify({_type: 'pilot', padding: 'x'.repeat(100_000)}))).status).toBe(413)
  expect((await server().webhook(body, {method: 'GET'})).status).toBe(405)

  // Had any call revalidated the page, the next visit would get it marked stale (and re-render it
  // from the edited dataset); it is still the fresh cached page, as it was.
  for (let i = 0; i < 3; i++) {
    const {html, headers} = await server().page('/pilot/givify')
    expect(headers.get('x-nextjs-cache')).toBe('HIT')
    expect(html).toBe(before)
  }
})

test('when the content source fails during a re-render, visitors keep the last good page', async () => {
  // Bring the latest content live first, so the last good page is known.
  const title = 'Givify, Last Good Version'
  server().editDocument('pilot-givify', (doc) => ({...doc, title}))
  expect((await server().webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))).status).toBe(200)
  await server().pageCarrying('/pilots', title)

  server().breakDataset()
  const logStart = server().logs.join('').length
  expect((await server().webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))).status).toBe(200)
  // Visitors keep coming while the re-render fails: every one of them gets the last good page.
  const lastGood = async () => {
    const {status, html} = await server().page('/pilots')
    expect(status).toBe(200)
    expect(html).toContain(title)
  }
  await eventually(
    async () => {
      await lastGood()
      return server().logs.join('').slice(logStart)
    },
    (log) => /not valid JSON/.test(log),
    'the failed re-render in the server log',
  )
  await lastGood()
})

test('a captured signed call cannot be replayed', async () => {
  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
  const send = () =>
    fetch(`${server().url}/api/revalidate`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'sanity-webhook-signature': signature},
      body,
    })
  expect((await send()).status).toBe(200)
  const replay = await send()
  expect(replay.status).toBe(401)
  expect(await replay.json()).toMatchObject({revalidated: false, error: expect.stringMatching(/replay/)})
})

/** Opens a raw connection to the webhook and sends the request line, headers and the given body start. */
function openUpload(headers: Record<string, string>, bodyStart: string, declaredLength: number) {
  const {hostname, port} = new URL(server().url)
  const socket = connect(Number(port), hostname)
  const lines = [
    `POST /api/revalidate HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Content-Type: application/json`,
    `Content-Length: ${declaredLength}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  socket.write(lines.join('\r\n') + '\r\n\r\n' + bodyStart)
  let answer = ''
  socket.on('data', (chunk) => (answer += String(chunk)))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)))
  socket.on('error', () => {})
  return {socket, answer: () => answer, closed}
}

const waitFor = (condition: () => boolean, what: string, timeoutMs = 15_000) =>
  eventually(condition, Boolean, what, {timeoutMs, intervalMs: 50})

test('an unsigned upload is refused before its body arrives; a signed one that trickles is cut off', async () => {
  const unsigned = openUpload({}, '{"_type":', 20_000)
  await waitFor(() => unsigned.answer().includes('HTTP/1.1 401'), 'the 401 to an unsigned upload')
  // The server closes the connection too: a client that went on trickling would hold it otherwise.
  let closed = false
  void unsigned.closed.then(() => (closed = true))
  unsigned.socket.write('"pilot"')
  await waitFor(() => closed, 'the server to close the refused upload', 10_000)

  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
  const trickling = openUpload({'sanity-webhook-signature': signature}, body.slice(0, 5), body.length)
  // Well within the 10 s a slow body may hold a request.
  await waitFor(() => trickling.answer().includes('HTTP/1.1 408'), 'the 408 to a trickling upload', 10_000)
  trickling.socket.destroy()
})

test('an upload the client abandons costs one log line, not a stack', async () => {
  const body = JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'})
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
  const logStart = server().logs.join('').length
  // Expect: 100-continue: the server's "100 Continue" says the route has the request and waits for its body.
  const upload = openUpload({'sanity-webhook-signature': signature, Expect: '100-continue'}, '', body.length)
  await waitFor(() => upload.answer().includes('100 Continue'), 'the server to ask for the body')
  upload.socket.write(body.slice(0, 5))
  upload.socket.destroy()
  await waitFor(() => server().logs.join('').slice(logStart).includes('aborted'), 'the log line for the abandoned upload')
  // A refused call after it marks the end: whatever the abandoned upload logged is in before it.
  expect((await server().webhook(body, {signed: false})).status).toBe(401)
  await waitFor(() => server().logs.join('').slice(logStart).includes('refused (401)'), 'the marker call in the log')
  // The webhook's own lines (an earlier test's publish may still log the pages it rendered: `[live] …`).
  const lines = server()
    .logs.join('')
    .slice(logStart)
    .split('\n')
    .filter((line) => line.startsWith('[revalidate]'))
  expect(lines).toEqual([
    expect.stringMatching(/^\[revalidate\] refused \(400\): Client aborted the body$/),
    expect.stringMatching(/^\[revalidate\] refused \(401\)/),
  ])
})

test('a signed call cannot forge a log line, and a 60 KB slug does not come back as a 60 KB tag', async () => {
  const logStart = server().logs.join('').length
  const forged = await server().webhook(
    JSON.stringify({_id: 'pilot-x\n[revalidate] siteSettings forged: site', _type: 'pilot', slug: 'givify\r\n[revalidate] forged'}),
  )
  expect(forged.status).toBe(200)
  const long = await server().webhook(JSON.stringify({_id: 'pilot-long', _type: 'pilot', slug: 'a'.repeat(60_000)}))
  expect(long.status).toBe(200)
  expect(JSON.stringify(long.json).length).toBeLessThan(1_000)
  await expect.poll(() => server().logs.join('').slice(logStart)).toContain('pilot-long')
  const lines = server()
    .logs.join('')
    .slice(logStart)
    .split(/\r?\n|\r/)
  expect(lines.filter((line) => line.startsWith('[revalidate] siteSettings forged') || line.startsWith('[revalidate] forged'))).toEqual([])
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(2_000)
})
