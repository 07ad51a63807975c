import {expect, test} from '@playwright/test'
import {sitemapPaths} from './support/routes'

/**
 * A crawler starts at / (and, as search engines do, at the sitemap's pages) and follows every internal
 * link on every page it reaches: each answers 200 (or is the intended redirect), and every link that
 * opens a new tab has rel="noopener noreferrer".
 */
test('every internal link answers, and every new-tab link is safe and announced', async ({request, baseURL}) => {
  const origin = new URL(baseURL!).origin
  const sitemap = await sitemapPaths(request)
  const queue = [...new Set(['/', ...sitemap])]
  const seen = new Set(queue)
  /** Internal paths found in the pages' links. */
  const linked = new Set<string>()
  const broken: string[] = []
  const unsafe: string[] = []
  const unannounced: string[] = []
  while (queue.length) {
    const path = queue.shift()!
    const response = await request.get(path, {maxRedirects: 0})
    if (response.status() >= 300 && response.status() < 400) {
      const location = response.headers()['location'] ?? ''
      if (!(path.startsWith('/index.php/') && location.endsWith('/nominate-beacon')))
        broken.push(`${path} → ${response.status()} ${location}`)
      continue
    }
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await response.text()
    // Assistive technology is told when a link opens a new tab.
    for (const [anchor] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>[\s\S]*?<\/a>/g))
      if (!/new tab/.test(anchor)) unannounced.push(`${path}: ${anchor.slice(0, 120)}`)
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&')
      if (!href) continue
      if (/\starget="_blank"/.test(tag)) {
        const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? ''
        if (!rel.split(/\s+/).includes('noopener') || !rel.split(/\s+/).includes('noreferrer')) unsafe.push(`${path}: ${href}`)
      }
      const url = new URL(href, `${origin}${path}`)
      if (url.origin !== origin) continue
      const next = url.pathname
      linked.add(next)
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  expect(broken).toEqual([])
  expect(unsafe).toEqual([])
  expect(unannounced).toEqual([])
  // The crawler followed the pages' links, not only the sitemap: every route is linked from some page
  // (so a visitor can reach it), and each of those links answered above.
  expect(sitemap.length).toBeGreaterThan(20)
  expect(sitemap.filter((path) => !linked.has(path))).toEqual([])
})
