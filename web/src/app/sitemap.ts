/** sitemap.xml: every route of the site, prerendered at build time and revalidated on publish. */
import type {MetadataRoute} from 'next'
import {siteUrl} from '@/sanity/env'
import {sanityFetch} from '@/sanity/fetch'
import {sitemapQuery} from '@/sanity/queries'

const STATIC_ROUTES = [
  '/',
  '/about',
  '/pilots',
  '/get-inspired',
  '/innovation-summit',
  '/innovation-summit-geneve',
  '/nominate-beacon',
  '/contact',
  '/privacy-policy',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const routed = await sanityFetch({query: sitemapQuery, tags: ['pilot', 'article', 'beaconPage', 'finalist']})
  const paths = [
    ...STATIC_ROUTES,
    ...(routed.pilots ?? []).map((slug) => `/pilot/${slug}`),
    ...(routed.articles ?? []).map((slug) => `/article/${slug}`),
    ...(routed.beacons ?? []).map((slug) => `/beacon/${slug}`),
  ]
  return paths.map((path) => ({url: `${siteUrl}${path === '/' ? '' : path}`}))
}
