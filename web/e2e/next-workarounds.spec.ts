/**
 * Canary: Next.js still has the two bugs that src/caching/notFoundPages.mjs works around, and that
 * workaround, on Next's own file-system cache (an internal module, imported by
 * src/caching/local-cache-handler.mjs), still fixes them. A minimal app (the reproduction in
 * docs/architecture.md#framework-workarounds) is built once with this site's Next.js and served twice:
 * with Next's own cache handler, and with the site's. The day an upgrade fixes a bug, its "Next still"
 * test fails: remove that workaround (and the test) with the upgrade. The day an upgrade changes the
 * internal the site's handler relies on, the last test fails (or its server does not start).
 */
import {expect, test} from '@playwright/test'
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {cpSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {basename, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {freePort} from '../test/support/freePort'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const NEXT = join(WEB, 'node_modules', '.bin', 'next')
// Inside web/ so the apps resolve the site's next and react; `.next-*` folders are ignored by git.
const WITH_NEXTS = join(WEB, `.next-canary-${process.pid}`)
const WITH_OURS = join(WEB, `.next-canary-${process.pid}-ours`)

/**
 * One slugged route, as the site's are: known slugs prerendered, later ones rendered on demand, an
 * earlier slug redirected (308) to the current one, anything else 404. Its addresses come from a file
 * through a tagged cache entry, as the site's come from the dataset, and a route handler revalidates
 * that tag as the publish webhook does.
 */
const FILES: Record<string, string> = {
  // Its own config (without one, next build would use the site's): Next's cache handler, or the one
  // CANARY_CACHE_HANDLER names when the server starts.
  'next.config.mjs': 'export default {cacheHandler: process.env.CANARY_CACHE_HANDLER || undefined}\n',
  'app/layout.js': 'export default function Layout({children}) { return <html lang="en"><body>{children}</body></html> }\n',
  'app/p/[slug]/page.js': `import {readFileSync} from 'node:fs'
import {unstable_cache} from 'next/cache'
import {notFound, permanentRedirect} from 'next/navigation'

export const dynamicParams = true

const addresses = unstable_cache(async () => JSON.parse(readFileSync(process.env.CANARY_ADDRESSES, 'utf8')), ['addresses'], {
  tags: ['addresses'],
})

export async function generateStaticParams() {
  return [{slug: (await addresses()).current}]
}

async function judge(params) {
  const {slug} = await params
  const {current, earlier = []} = await addresses()
  if (earlier.includes(slug)) permanentRedirect(\`/p/\${current}\`)
  if (slug !== current) notFound()
}

export async function generateMetadata({params}) {
  await judge(params)
  return {title: 'A page'}
}

export default async function Page({params}) {
  await judge(params)
  return <h1>A page</h1>
}
`,
  'app/api/revalidate/route.js': `import {revalidateTag} from 'next/cache'

export async function POST() {
  revalidateTag('addresses', 'max')
  return Response.json({revalidated: true})
}
`,
}

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

test.describe.configure({mode: 'serial', timeout: 180_000})

test.beforeAll(async () => {
  for (const dir of [WITH_NEXTS, WITH_OURS]) rmSync(dir, {recursive: true, force: true})
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(WITH_NEXTS, file, '..'), {recursive: true})
    writeFileSync(join(WITH_NEXTS, file), text)
  }
  setAddresses(WITH_NEXTS, {current: 'first'})
  const build = spawnSync(NEXT, ['build', WITH_NEXTS], {encoding: 'utf8', env: envFor(WITH_NEXTS)})
  if (build.status !== 0) throw new Error(`The reproduction did not build:\n${build.stdout}\n${build.stderr}`)
  cpSync(WITH_NEXTS, WITH_OURS, {recursive: true})
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

test('Next still stores a 404 for every made-up slug (vercel/next.js#63483)', async () => {
  // Fixed upstream: no page is ever written for the made-up slug.
  expect(await storesMadeUpSlug(nexts)).toBe(true)
})

test('Next still serves a redirect rendered in the background from its cache without its Location', async () => {
  // Fixed upstream: it would carry {location: '/p/second'}.
  expect(await renamedPageFromCache(nexts)).toEqual({status: 308, cache: 'HIT', location: null})
})

test("the site's cache handler, on Next's own file-system cache, stores no made-up 404 and keeps the Location", async () => {
  expect(await storesMadeUpSlug(ours)).toBe(false)
  expect(await renamedPageFromCache(ours)).toEqual({status: 308, cache: 'HIT', location: '/p/second'})
})
