/** sitemap.xml: every route of the site, the route table's single pages and each slugged type's addresses; prerendered at build time and revalidated on publish. */
import type {MetadataRoute} from 'next'
import {siteUrl} from '@/sanity/env'
import {publishedAddresses} from '@/sanity/addresses'
import {PAGE_PATH_LIST, SLUGGED_ROUTES, sluggedPath, type SluggedType} from '@site/routes'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const types = Object.keys(SLUGGED_ROUTES) as SluggedType[]
  const slugged = await Promise.all(
    types.map(async (type) => (await publishedAddresses(type)).map((address) => sluggedPath(type, address.slug))),
  )
  return [...PAGE_PATH_LIST, ...slugged.flat()].map((path) => ({url: `${siteUrl}${path === '/' ? '' : path}`}))
}
