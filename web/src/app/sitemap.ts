/** sitemap.xml: every route of the site, prerendered at build time and revalidated on publish. */
import type {MetadataRoute} from 'next'
import {siteUrl} from '@/sanity/env'
import {loadSitemap} from '@/sanity/loaders'
import {PAGE_PATH_LIST, sluggedPath} from '@site/routes'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const routed = await loadSitemap()
  const paths = [
    ...PAGE_PATH_LIST,
    ...(routed.pilots ?? []).map((slug) => sluggedPath('pilot', slug)),
    ...(routed.articles ?? []).map((slug) => sluggedPath('article', slug)),
    ...(routed.beacons ?? []).map((slug) => sluggedPath('finalist', slug)),
  ]
  return paths.map((path) => ({url: `${siteUrl}${path === '/' ? '' : path}`}))
}
