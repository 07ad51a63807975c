/**
 * sitemap.xml: every route of the site, the route table's single pages, the numbered pages of the lists
 * longer than one page, and each slugged type's addresses; prerendered at build time and revalidated on publish.
 */
import type {MetadataRoute} from 'next'
import {siteUrl} from '@/seo/siteUrl'
import {publishedAddresses} from '@/sanity/addresses'
import {laterPages} from '@/addresses/listPages'
import {loadArticlesListPage, loadFinalistsListPage, loadPilotsPage} from '@/sanity/loaders'
import {listPagePath, PAGE_PATH_LIST, SLUGGED_ROUTES, sluggedPath, type PagedList, type SluggedType} from '@site/routes'

/** How many items each paged list has now. */
async function listCounts(): Promise<Record<PagedList, number | undefined>> {
  const [pilots, finalists, articles] = await Promise.all([loadPilotsPage(), loadFinalistsListPage(), loadArticlesListPage()])
  return {pilots: pilots?.pilotCount, finalists: finalists?.finalistCount, articles: articles?.articleCount}
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const types = Object.keys(SLUGGED_ROUTES) as SluggedType[]
  const [counts, ...slugged] = await Promise.all([
    listCounts(),
    ...types.map(async (type) => (await publishedAddresses(type)).map((address) => sluggedPath(type, address.slug))),
  ])
  const numbered = (Object.entries(counts) as [PagedList, number | undefined][]).flatMap(([list, count]) =>
    laterPages(count).map(({page}) => listPagePath(list, Number(page))),
  )
  return [...PAGE_PATH_LIST, ...numbered, ...slugged.flat()].map((path) => ({url: `${siteUrl}${path === '/' ? '' : path}`}))
}
