import {expect, test} from '@playwright/test'
import {ARTICLE_SLUGS, PRODUCT_ROUTES} from '../test/productFigures'
import {sitemapPaths} from './support/routes'
import {jsonLd, metaContent as meta} from './support/html'

test('sitemap.xml lists every route of the spec, and robots.txt points to it', async ({request}) => {
  expect((await sitemapPaths(request)).sort()).toEqual([...PRODUCT_ROUTES].sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test('every route has its own title, description, canonical URL, Open Graph and Twitter card with an image', async ({request}) => {
  const titles = new Map<string, string>()
  const problems: string[] = []
  for (const path of PRODUCT_ROUTES) {
    const html = await (await request.get(path)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    if (!title) problems.push(`${path}: no title`)
    if (titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`)
    titles.set(title, path)
    if (!meta(html, 'name', 'description')) problems.push(`${path}: no description`)
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
    if (!canonical || new URL(canonical).pathname !== path) problems.push(`${path}: canonical ${canonical}`)
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image'])
      if (!meta(html, 'property', key)) problems.push(`${path}: no ${key}`)
    for (const key of ['twitter:card', 'twitter:image']) if (!meta(html, 'name', key)) problems.push(`${path}: no ${key}`)
  }
  expect(problems).toEqual([])
})

test('pilot and beacon pages share their own image', async ({request}) => {
  const images = new Set<string>()
  for (const path of ['/pilot/givify', '/pilot/unhcr-us', '/beacon/staking-for-good', '/beacon/human-rights-dao']) {
    const image = meta(await (await request.get(path)).text(), 'property', 'og:image')!
    images.add(image)
    const response = await request.get(new URL(image).pathname + new URL(image).search)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
  expect(images.size).toBe(4)
})

test('structured data: Organization on Home, Event on both summit pages, Article on articles', async ({request}) => {
  const types = async (path: string) => jsonLd(await (await request.get(path)).text()).map((item) => item['@type'])
  expect(await types('/')).toContain('Organization')
  expect(await types('/innovation-summit')).toContain('Event')
  expect(await types('/innovation-summit-geneve')).toContain('Event')
  for (const slug of ARTICLE_SLUGS) expect(await types(`/article/${slug}`)).toContain('Article')
})

test('the site has a favicon and app icons', async ({request, page}) => {
  await page.goto('/')
  const icons = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(icons.length).toBeGreaterThanOrEqual(2)
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200)
})
