/**
 * One page of the Beacons showcase's finalist cards, in the chosen order, and the numbered pages of
 * the showcase when it has more than one (page 1 on /get-inspired, the others at
 * /get-inspired/finalists/page/{n}).
 */
import {pageCount} from '@site/layout'
import {Pagination} from '../pagination/Pagination'
import type {PaginationWords} from '../pagination/words'
import {FinalistCard} from './FinalistCard'
import type {FinalistCardData} from './types'

export function FinalistGrid({
  finalists,
  count,
  page,
  title,
  words,
}: {
  finalists: FinalistCardData[]
  /** How many finalists the showcase has in all. */
  count: number
  page: number
  title: string
  words: PaginationWords
}) {
  return (
    <>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {finalists.map((finalist, index) => (
          <FinalistCard key={finalist._id} finalist={finalist} index={index} imagePriority={index === 0} />
        ))}
      </ol>
      <Pagination list="finalists" page={page} pages={pageCount(count)} title={title} words={words} />
    </>
  )
}
