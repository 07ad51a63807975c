/**
 * Canary: Next.js still has the bug web/scripts/build-css.mjs works around (an inlined stylesheet copied
 * into the RSC payload), the one src/security/pageScripts.ts works around (client chunks' script tags
 * without integrity, read from the site's own build), the request-level bugs src/proxy.ts and src/security/requestGate.ts answer
 * first, the two bugs that src/caching/notFoundPages.mjs works around, and that
 * workaround, on Next's own file-system cache (an internal module, imported by
 * src/caching/local-cache-handler.mjs), still fixes them. A minimal app (the reproduction in
 * docs/architecture.md#framework-workarounds; its files: test/next-canary) is built once with this site's Next.js
 * (turbo task `web#build:canary`) and served twice:
 * with Next's own cache handler, and with the site's (each on a copy of the build). The day an upgrade fixes a bug, its "Next still"
 * test fails: remove that workaround (and the test) with the upgrade. The day an upgrade changes the
 * internal the site's handler relies on, the last test fails (or its server does not start).
 */
import {expect, test} from '@playwright/test'
import {spawn, type ChildProcess} from 'node:child_process'
import {cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {basename, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {freePort} from '../test/support/freePort'
import {rawRequest} from '../test/support/rawRequest'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const NEXT = join(WEB, 'node_modules', '.bin', 'next')
/** The reproduction, built by the turbo task `web#build:canary` (test/next-canary/next.config.mjs says what it is). */
const CANARY = join(WEB, 'test', 'next-canary')
// Copies inside web/ so the apps resolve the site's next and react; `.next-*` folders are ignored by git.
const WITH_NEXTS = join(WEB, `.next-canary-${process.pid}`)
const WITH_OURS = join(WEB, `.next-canary-${process.pid}-ours`)

type App = {dir: string; url: string; server: ChildProcess}
let nexts: App
let ours: App

const addressesFile = (dir: string) => join(dir, 'addresses.json')
const setAddresses = (dir: string, addresses: {current: string; earlier?: string[]}) =>
  writeFileSync(addressesFile(dir), JSON.stringify(addresses))
const envFor = (dir: string, cacheHandler = '') => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  CANARY_ADDRESSES: addressesFile(dir),
  CANARY_CACHE_HANDLER: cacheHandler,
})

async function start(dir: string, cacheHandler = ''): Promise<App> {
  const url = `http://127.0.0.1:${await freePort()}`
  const port = new URL(url).port
  const server = spawn(NEXT, ['start', dir, '-H', '127.0.0.1', '-p', port], {
    stdio: 'ignore',
    detached: true,
    env: envFor(dir, cacheHandler),
  })
  const status = () =>
    fetch(`${url}/p/first`).then(
      (response) => response.status,
      () => 0,
    )
  await expect.poll(status, {timeout: 60_000}).toBe(200)
  return {dir, url, server}
}

test.describe.configure({mode: 'serial', timeout: 60_000})

test.beforeAll(async () => {
  if (!existsSync(join(CANARY, '.next', 'BUILD_ID')))
    throw new Error('No build of test/next-canary: run `pnpm exec turbo run build:canary --filter=web` first.')
  for (const dir of [WITH_NEXTS, WITH_OURS]) {
    rmSync(dir, {recursive: true, force: true})
    cpSync(CANARY, dir, {recursive: true})
    setAddresses(dir, {current: 'first'})
  }
  nexts = await start(WITH_NEXTS)
  ours = await start(WITH_OURS, join(WEB, 'src', 'caching', 'local-cache-handler.mjs'))
})

test.afterAll(() => {
  for (const app of [nexts, ours]) {
    try {
      if (app?.server.pid) process.kill(-app.server.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  for (const dir of [WITH_NEXTS, WITH_OURS]) rmSync(dir, {recursive: true, force: true})
})

/** Whether the server has written a page for `slug` anywhere in its build folder (where is its own business). */
const stored = (app: App, slug: string) =>
  readdirSync(join(app.dir, '.next', 'server'), {recursive: true}).some((file) => basename(String(file)) === `${slug}.html`)

/** A made-up slug is asked for; true once a page for it is stored (polled for a few seconds). */
async function storesMadeUpSlug(app: App) {
  expect((await fetch(`${app.url}/p/made-up-canary`)).status).toBe(404)
  return expect
    .poll(() => stored(app, 'made-up-canary'), {timeout: 5_000})
    .toBe(true)
    .then(
      () => true,
      () => false,
    )
}

/** A rename: the prerendered page's slug becomes an earlier one and its tag is revalidated; what the cache then serves for it. */
async function renamedPageFromCache(app: App) {
  setAddresses(app.dir, {current: 'second', earlier: ['first']})
  expect((await fetch(`${app.url}/api/revalidate`, {method: 'POST'})).status).toBe(200)
  const visit = () =>
    fetch(`${app.url}/p/first`, {redirect: 'manual'}).then((response) => ({
      status: response.status,
      cache: response.headers.get('x-nextjs-cache'),
      location: response.headers.get('location'),
    }))
  // The first visit gets the stale page and starts the re-render, which redirects and is stored.
  await expect.poll(async () => (await visit()).status, {timeout: 10_000}).toBe(308)
  return visit()
}

/** The Location headers, as sent, of the first answer for an earlier slug whose page was never stored. */
async function locationsOfFirstRedirect(app: App) {
  setAddresses(app.dir, {current: 'first', earlier: ['zeroth']})
  expect((await fetch(`${app.url}/api/revalidate`, {method: 'POST'})).status).toBe(200)
  const answer = await rawRequest(app.url, {path: '/p/zeroth'})
  expect(answer.status).toBe(308)
  return answer.headerLines.filter(([name]) => name.toLowerCase() === 'location').map(([, value]) => value)
}

test('Next still sends a redirect it renders for the request with its Location twice (vercel/next.js#82117)', async () => {
  // The workaround: src/security/singleLocation.ts, applied by web/server.ts. Fixed upstream: one Location.
  expect(await locationsOfFirstRedirect(nexts)).toEqual(['/p/first', '/p/first'])
})

test('Next still copies an inlined stylesheet into the RSC payload (vercel/next.js#98079)', async () => {
  // The workaround: web/scripts/build-css.mjs and src/app/styles/SiteStylesheet.tsx put the CSS in the
  // HTML once. Fixed upstream: the flight data holds no copy; go back to experimental.inlineCss then.
  const html = await (await fetch(`${nexts.url}/p/first`)).text()
  expect(html).toMatch(/<style[^>]*>[^<]*\.canary-inline-css\{/)
  const flight = await (await fetch(`${nexts.url}/p/first`, {headers: {RSC: '1'}})).text()
  expect(flight).toContain('.canary-inline-css{')
})

test('Next still stores a 404 for every made-up slug (vercel/next.js#63483)', async () => {
  // Fixed upstream: no page is ever written for the made-up slug.
  expect(await storesMadeUpSlug(nexts)).toBe(true)
})

test('Next still serves a redirect rendered in the background from its cache without its Location', async () => {
  // Fixed upstream: it would carry {location: '/p/second'}.
  expect(await renamedPageFromCache(nexts)).toEqual({status: 308, cache: 'HIT', location: null})
})

// The request-level bugs the site's proxy (src/proxy.ts) and request gate (src/security/requestGate.ts)
// answer first. Each test sends the request to the canary with Next's own handling; fixed upstream, the
// expectation fails: delete the workaround the comment names and the test.

test('Next still answers a path that is not valid percent-encoding with a 500', async () => {
  // src/proxy.ts answers 400. Fixed upstream: a 400 or 404 here.
  expect((await fetch(`${nexts.url}/p/%zz`)).status).toBe(500)
})

test('Next still answers a Range it cannot satisfy with a 500', async () => {
  // src/proxy.ts drops the Range header (the whole file is a correct answer). Fixed upstream: a 416.
  const script = (await (await fetch(`${nexts.url}/p/first`)).text()).match(/\/_next\/static\/[^"]+\.js/)?.[0]
  expect(script).toBeTruthy()
  expect((await fetch(`${nexts.url}${script}`, {headers: {Range: 'bytes=99999999-'}})).status).toBe(500)
})

test('Next still answers TRACE with a 500 once an app has a proxy', async () => {
  // src/security/requestGate.ts answers 405 before Next. Fixed upstream: anything but 500 here.
  expect((await rawRequest(nexts.url, {method: 'TRACE', path: '/proxied'})).status).toBe(500)
})

test('Next still answers OPTIONS * with a 500', async () => {
  // src/security/requestGate.ts answers 204 with Allow. Fixed upstream: anything but 500 here.
  expect((await rawRequest(nexts.url, {method: 'OPTIONS', path: '*'})).status).toBe(500)
})

test('Next still redirects an absolute-form request target to the host it names', async () => {
  // src/security/requestGate.ts reads the target as its path. Fixed upstream: the page itself, or a 400.
  const answer = await rawRequest(nexts.url, {path: 'http://elsewhere.example/p/first'})
  expect({status: answer.status, location: answer.headers.location}).toEqual({status: 308, location: 'http://elsewhere.example/p/first'})
})

test("Next still sends next.config redirects without next.config's headers (vercel/next.js#38827)", async () => {
  // src/proxy.ts makes the site's redirects, with the security headers. Fixed upstream: the header is there.
  expect((await fetch(`${nexts.url}/p/first`)).headers.get('x-canary-header')).toBe('set')
  const redirect = await fetch(`${nexts.url}/old`, {redirect: 'manual'})
  expect({status: redirect.status, header: redirect.headers.get('x-canary-header')}).toEqual({status: 308, header: null})
})

test("Next still writes client components' chunk scripts without integrity (vercel/next.js#74147)", async () => {
  // src/security/pageScripts.ts gives them the build's hash as it sends a page. Read from the site's
  // own build (its pages as Next wrote them): fixed upstream, every script file there has integrity.
  const app = join(WEB, '.next', 'server', 'app')
  const pages = readdirSync(app).filter((name) => name.endsWith('.html') && !name.startsWith('_'))
  const tags = pages.flatMap((name) => readFileSync(join(app, name), 'utf8').match(/<script src="\/_next\/[^>]*>/g) ?? [])
  expect(tags.filter((tag) => tag.includes(' integrity=')).length).toBeGreaterThan(0)
  expect(tags.filter((tag) => !tag.includes(' integrity=')).length).toBeGreaterThan(0)
})

test('Next still gives a page a script for every client module it imports, rendered or not (vercel/next.js#96042)', async () => {
  // src/proxy.ts sends an editor's preview of a page made in the Studio to app/page-preview, the only
  // route that imports the preview's client code. Fixed upstream: no script of the page holds it.
  const html = await (await fetch(`${nexts.url}/unrendered`)).text()
  expect(html).toContain('Nothing from the client here')
  const scripts = [...html.matchAll(/<script src="(\/_next\/[^"]+)"/g)].map((match) => match[1]!)
  const bodies = await Promise.all(scripts.map(async (src) => (await fetch(`${nexts.url}${src}`)).text()))
  expect(bodies.some((body) => body.includes('canary-unrendered-client'))).toBe(true)
})

test('Next still fetches a proxy rewrite over HTTP when started with -H (vercel/next.js#94745)', async () => {
  // src/proxy.ts answers a draft-mode request for app/page-preview uncompressed, so the outer answer can
  // hash the page's scripts. Fixed upstream: the rewrite is rendered in place and the proxy sees it once.
  const rewritten = await fetch(`${nexts.url}/rewritten`)
  expect(await rewritten.text()).toContain('Behind the proxy')
  expect(rewritten.headers.get('x-canary-proxied')).toBe('seen')
})

test("the site's cache handler, on Next's own file-system cache, stores no made-up 404 and keeps the Location", async () => {
  expect(await storesMadeUpSlug(ours)).toBe(false)
  expect(await renamedPageFromCache(ours)).toEqual({status: 308, cache: 'HIT', location: '/p/second'})
})
