/**
 * One page of the Innovation Library's articles (newest first, the featured one apart), three side by
 * side past two, and the numbered pages of the articles when there is more than one (page 1 on
 * /get-inspired, the others at /get-inspired/articles/page/{n}).
 */
import {pageCount} from '@site/layout'
import {Pagination} from '../pagination/Pagination'
import type {PaginationWords} from '../pagination/words'
import {ArticleCard} from './ArticleCard'
import type {ArticleCardData} from './types'

export function ArticleGrid({
  articles,
  count,
  page,
  title,
  words,
}: {
  articles: ArticleCardData[]
  /** How many articles the list has in all. */
  count: number
  page: number
  title: string
  words: PaginationWords
}) {
  return (
    <>
      <ul className={`grid gap-6 sm:grid-cols-2 ${articles.length > 2 ? 'lg:grid-cols-3' : 'lg:max-w-4xl'}`}>
        {articles.map((article, index) => (
          <li key={article._id}>
            <ArticleCard article={article} index={index} />
          </li>
        ))}
      </ul>
      <Pagination list="articles" page={page} pages={pageCount(count)} title={title} words={words} />
    </>
  )
}
