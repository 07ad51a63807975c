/**
 * JavaScript budget over the production build (deterministic, so a test): the gzipped client JS each
 * route's HTML loads stays within 15 KB of what an empty page of the same Next.js build loads — the
 * framework's root main files, which every App Router page loads. And a page made in the Studio
 * loads none of the client components only an editor's preview draws: Next 16.4 gives a route a
 * script for every client module it imports, rendered or not (vercel/next.js#96042), so those live on
 * a route of their own (app/page-preview/[slug], src/proxy.ts), which the build's manifests show.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {runInNewContext} from 'node:vm'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {expect, test} from '@playwright/test'
import {sitemapPaths} from './support/routes'

const DIST = join(fileURLToPath(new URL('..', import.meta.url)), '.next')
const BUDGET_OVER_FLOOR = 15 * 1024

const gzipped = (chunk: string) => gzipSync(readFileSync(join(DIST, chunk.replace(/^\/_next\//, '')))).length

test('every route loads at most 15 KB of gzipped JavaScript beyond an empty page', async ({request}) => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')) as {rootMainFiles: string[]; polyfillFiles: string[]}
  const polyfills = new Set(manifest.polyfillFiles.map((file) => `/_next/${file}`))
  const floor = manifest.rootMainFiles.reduce((sum, file) => sum + gzipped(file), 0)
  expect(floor).toBeGreaterThan(10_000)

  const report: string[] = []
  const over: string[] = []
  /** Scripts a page loads that are not in this build: the budget would be measured against another build. */
  const unknown: string[] = []
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text()
    // Polyfills (noModule) load only in browsers without modules; no current browser fetches them.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\snoModule/i.test(tag))
    const sources = [...new Set(scripts.map((tag) => /\ssrc="(\/_next\/[^"?]+)/.exec(tag)?.[1]).filter((src): src is string => !!src))]
    const inBuild = (src: string) => existsSync(join(DIST, src.replace(/^\/_next\//, '')))
    const loaded = sources.filter((src) => !polyfills.has(src))
    unknown.push(...loaded.filter((src) => !inBuild(src)).map((src) => `${path}: ${src}`))
    expect(loaded.length, `${path} loads no script`).toBeGreaterThan(0)
    const total = loaded.filter(inBuild).reduce((sum, src) => sum + gzipped(src), 0)
    report.push(`${path}: ${(total / 1024).toFixed(1)} KB (+${((total - floor) / 1024).toFixed(1)} KB)`)
    if (total - floor > BUDGET_OVER_FLOOR) over.push(report.at(-1)!)
  }
  expect(unknown, 'every script a page loads is a file of web/.next').toEqual([])
  expect(report.length).toBeGreaterThan(20)
  console.log(`JS floor ${(floor / 1024).toFixed(1)} KB gzipped\n${report.join('\n')}`)
  expect(over).toEqual([])
})

/** A route's client reference manifest from the build: its text, and the script files of each entry (the route's page, the layout). */
function clientManifest(route: string) {
  const text = readFileSync(join(DIST, 'server', 'app', route, 'page_client-reference-manifest.js'), 'utf8')
  const context: {__RSC_MANIFEST?: Record<string, {entryJSFiles: Record<string, string[]>}>} = {}
  runInNewContext(text, context)
  const entries = context.__RSC_MANIFEST?.[`/${route}/page`]?.entryJSFiles
  if (!entries) throw new Error(`no client reference manifest for /${route}`)
  const scriptsOf = (entry: string) => entries[`[project]/web/src/app/${entry}`] ?? []
  return {text, page: scriptsOf(`${route}/page`), layout: scriptsOf('layout')}
}

test('a page made in the Studio loads none of the preview’s sortable sections: only the preview route imports them', () => {
  const visitor = clientManifest('[slug]')
  const preview = clientManifest('page-preview/[slug]')
  // The check reads the names the build writes: the preview route's client modules name SortableSections
  // (which alone imports OptimisticOrder, lazily).
  expect(preview.text).toContain('/web/src/components/preview/SortableSections.tsx')
  for (const name of ['SortableSections', 'OptimisticOrder']) expect(visitor.text, name).not.toContain(name)
  // Nor does the visitor's page load any script the preview's page adds to the layout's.
  const previewScripts = preview.page.filter((script) => !preview.layout.includes(script))
  expect(previewScripts.length).toBeGreaterThan(0)
  expect(visitor.page.filter((script) => previewScripts.includes(script))).toEqual([])
})
