/** Every route of the site, read from the served sitemap.xml (which the SEO spec checks is complete). */
import type {APIRequestContext} from '@playwright/test'

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}
