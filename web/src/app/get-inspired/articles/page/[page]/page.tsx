/**
 * /get-inspired/articles/page/{n}: page 2 and on of the Innovation Library's articles
 * (docs/product.md#get-inspired), whose first page is on /get-inspired: the library's heading, then the
 * articles' heading with the page's number, this page's article cards and the numbered pages. Pages
 * that exist at build time are prerendered, later ones render on their first request; page 1 and
 * pages past the last are the not-found page.
 */
import type {Metadata} from 'next'
import {ArticleGrid} from '@/components/inspire/ArticleGrid'
import {LibraryListing} from '@/components/inspire/LibraryListing'
import {pagedHeading} from '@/components/pagination/words'
import {siteUrl} from '@/seo/siteUrl'
import {laterPages, loadListPage} from '@/addresses/listPages'
import {loadArticlesListPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {listPagePath} from '@site/routes'

// Pages that exist at build time are prerendered; one that more articles bring later renders on its first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return laterPages((await loadArticlesListPage())?.articleCount)
}

const load = (params: PageProps<'/get-inspired/articles/page/[page]'>['params']) =>
  loadListPage(params, loadArticlesListPage, (list) => list.articleCount)

export async function generateMetadata({params}: PageProps<'/get-inspired/articles/page/[page]'>): Promise<Metadata> {
  const {data: list, number, pages, words} = await load(params)
  const title = pagedHeading(words, list.heading ?? '', number, pages)
  return pageMetadata({title, description: list.intro, path: listPagePath('articles', number)})
}

export default async function ArticlesPageRoute({params}: PageProps<'/get-inspired/articles/page/[page]'>) {
  const {data: list, number, pages, words} = await load(params)
  const heading = list.heading ?? ''
  return (
    <LibraryListing
      list="articles"
      libraryHeading={list.libraryHeading ?? heading}
      heading={heading}
      page={number}
      pages={pages}
      words={words}
      siteUrl={siteUrl}
    >
      <ArticleGrid articles={list.articles} count={list.articleCount} page={number} title={heading} words={words} />
    </LibraryListing>
  )
}
