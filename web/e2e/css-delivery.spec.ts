/**
 * The stylesheet arrives inside the HTML, once, and nowhere else (deterministic bytes, so tests): the
 * first paint waits for no stylesheet request, and a client-side navigation downloads no copy of it.
 * Next's experimental.inlineCss would put two more copies into the RSC payload (vercel/next.js#98079,
 * #95141), so the layout inserts the text built by scripts/build-css.mjs outside the payload
 * (src/app/styles/SiteStylesheet.tsx). The text compared is the build's own file (public/styles).
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {expect, test} from '@playwright/test'
import {hydrated} from './support/page'
import {sitemapPaths} from './support/routes'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const STYLES = join(WEB, 'public', 'styles')
const [cssFile] = readdirSync(STYLES).filter((name) => name.endsWith('.css'))
const css = readFileSync(join(STYLES, cssFile!), 'utf8')
/** A run of the stylesheet that appears in no other text: any copy of the stylesheet contains it. */
const MARKER = '@layer properties'
const occurrences = (text: string, part: string) => text.split(part).length - 1
const gzipped = (text: string) => gzipSync(text).length
/**
 * The <style> tag around the text, and gzip starting a new context for CSS inside HTML (measured: 5–263
 * B, the most on the longest case study, whose text loses back-references that reached across the
 * stylesheet's 48 KB). A second copy would weigh far more: its tag, and the first copy's distance.
 */
const INLINE_OVERHEAD = 320

test('every route has the stylesheet in its HTML once, no stylesheet link and no font preload', async ({request}) => {
  expect(occurrences(css, MARKER), 'the marker is in the stylesheet once').toBe(1)
  const problems: string[] = []
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    if (occurrences(html, css) !== 1 || !head.includes(css)) problems.push(`${path}: the stylesheet is not in its <head> exactly once`)
    if (occurrences(html, MARKER) !== 1) problems.push(`${path}: ${occurrences(html, MARKER)} copies of the stylesheet's text`)
    const links = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []
    if (links.length) problems.push(`${path}: render-blocking ${links.join(' ')}`)
    // The font is `optional`: a preload would not bring it into a phone's first paint, only compete with the page.
    const fontPreloads = head.match(/<link[^>]*as="font"[^>]*>/g) ?? []
    if (fontPreloads.length) problems.push(`${path}: the web font is preloaded ${fontPreloads.join(' ')}`)
    // What the inline stylesheet adds to the page, gzipped, is the gzipped stylesheet once (and its tag).
    const growth = gzipped(html) - gzipped(html.replace(css, ''))
    if (growth > gzipped(css) + INLINE_OVERHEAD)
      problems.push(`${path}: the HTML grows by ${growth} B gzipped, more than the stylesheet's ${gzipped(css)} B`)
  }
  expect(problems).toEqual([])
})

test("a client navigation's RSC payload carries no copy of the stylesheet", async ({request}) => {
  for (const path of ['/about', '/pilots', '/privacy-policy', '/beacon/cardano-impact']) {
    const response = await request.get(path, {headers: {RSC: '1'}})
    expect(response.headers()['content-type'], path).toContain('text/x-component')
    const payload = await response.text()
    expect(payload.length, `${path} answers its payload`).toBeGreaterThan(1000)
    expect(occurrences(payload, MARKER), `${path}: copies of the stylesheet in the payload`).toBe(0)
  }
})

test('loading a page and navigating to another fetch no stylesheet and no copy of it', async ({page}) => {
  const fetched: {url: string; type: string; hasCss: boolean}[] = []
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    const body = type === 'document' || type === 'fetch' || type === 'script' ? await response.text().catch(() => '') : ''
    fetched.push({url: response.url(), type, hasCss: occurrences(body, MARKER) > 0})
  })
  await page.goto('/')
  await hydrated(page, 'nav[aria-label="Main"] a[href="/about"]')
  // The desktop bar's link (the phone menu's copy is hidden at this width).
  await page.locator('nav[aria-label="Main"] a[href="/about"]').first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('main h1')).toBeVisible()
  // Styled throughout: the stylesheet the first load inserted is still the one in force.
  expect(await page.locator('style[data-site-css]').count()).toBe(1)
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).display)).toBe('flex')

  expect(fetched.filter(({type}) => type === 'stylesheet').map(({url}) => url)).toEqual([])
  expect(fetched.filter(({hasCss, type}) => hasCss && type !== 'document').map(({url}) => url)).toEqual([])
  expect(fetched.filter(({hasCss, type}) => hasCss && type === 'document')).toHaveLength(1)
})
